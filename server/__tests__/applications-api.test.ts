import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPost, backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

type Application = { id: number; type: string; status: number; materials: string[]; reason: string };

/** Materials and applications (docs/api.md "Applications"; spec 000 §2 /user-center/apply/{type}, my-material). */
describe.each(backends)('applications on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: 'apply-admin' });
  });
  afterAll(() => server.close());

  const fan = (account: string) => registerFan(server, account);
  const review = async (id: number, approve: boolean, reason = '') =>
    adminPost<Application>(server, '/admin/application/review', { id, approve, reason });
  const body = { type: 'anchor', real_name: '张小球', contact: '13800000001', intro: '五年业余解说经验，熟悉英超和中超。' };

  it("keeps up to 9 materials per fan, each the fan's own", async () => {
    const one = await fan('apply_fan1');
    const other = await fan('apply_fan2');
    for (let i = 1; i <= 9; i++)
      expect((await server.call('/api/user/addMaterial', { url: `/static/uploads/${i}.png` }, { query: one.query })).status).toBe(0);
    const tenth = await server.call('/api/user/addMaterial', { url: '/static/uploads/10.png' }, { query: one.query });
    expect(tenth).toMatchObject({ status: 6, msg: '最多保存 9 张素材' });
    const list = (
      await server.call<{ list: { id: number; url: string }[]; max: number }>('/api/user/getMaterials', {}, { query: one.query })
    ).data;
    expect(list).toMatchObject({ max: 9 });
    expect(list.list).toHaveLength(9);
    expect((await server.call('/api/user/deleteMaterial', { id: list.list[0].id }, { query: other.query })).status).toBe(3);
    expect(
      (await server.call<{ list: unknown[] }>('/api/user/deleteMaterial', { id: list.list[0].id }, { query: one.query })).data.list,
    ).toHaveLength(8);
    expect((await server.call('/api/user/addMaterial', { url: 'javascript:alert(1)' }, { query: one.query })).status).toBe(1);
    expect((await server.call('/api/user/getMaterials', {})).status).toBe(2);
  });

  it('an anchor application with materials, once under review; approval by the operator makes an anchor and tells them', async () => {
    const applicant = await fan('apply_fan3');
    const other = await fan('apply_fan4');
    const [mine] = (
      await server.call<{ list: { id: number }[] }>(
        '/api/user/addMaterial',
        { url: '/static/uploads/id-card.png' },
        { query: applicant.query },
      )
    ).data.list;
    const [theirs] = (
      await server.call<{ list: { id: number }[] }>('/api/user/addMaterial', { url: '/static/uploads/other.png' }, { query: other.query })
    ).data.list;

    expect((await server.call('/api/user/apply', { ...body, material_ids: [] }, { query: applicant.query })).msg).toBe(
      '申请主播需要至少一张素材',
    );
    expect((await server.call('/api/user/apply', { ...body, material_ids: [theirs.id] }, { query: applicant.query })).status).toBe(3);
    for (const bad of [
      { ...body, intro: '太短' },
      { ...body, type: 'boss' },
      { ...body, real_name: '' },
    ])
      expect((await server.call('/api/user/apply', { ...bad, material_ids: [mine.id] }, { query: applicant.query })).status).toBe(1);
    const applied = await server.call<Application>('/api/user/apply', { ...body, material_ids: [mine.id] }, { query: applicant.query });
    expect(applied.data).toMatchObject({ type: 'anchor', status: 0, materials: ['/static/uploads/id-card.png'] });
    expect((await server.call('/api/user/apply', { ...body, material_ids: [mine.id] }, { query: applicant.query })).msg).toBe(
      '已有一份申请正在审核中',
    );

    // The application keeps its image even when the material is deleted.
    await server.call('/api/user/deleteMaterial', { id: mine.id }, { query: applicant.query });
    expect(
      (await server.call<{ list: Application[] }>('/api/user/getApplications', {}, { query: applicant.query })).data.list[0].materials,
    ).toEqual(['/static/uploads/id-card.png']);
    // An applicant cannot approve themselves: the review is the operator's admin API alone.
    expect(
      (await server.call('/admin/application/review', { id: applied.data.id, approve: true }, { query: applicant.query })).status,
    ).toBe(4);

    expect((await review(applied.data.id, true)).data.status).toBe(1);
    expect((await review(applied.data.id, false)).status).toBe(6);
    const info = (
      await server.call<{ is_anchor: number; sharing_ratio: number }>('/webapi/User/getUserInfo', {}, { query: applicant.query })
    ).data;
    expect(info).toMatchObject({ is_anchor: 1, sharing_ratio: 50 });
    const messages = (
      await server.call<{ list: { kind: string; title: string }[] }>('/api/user/getSystemMessages', {}, { query: applicant.query })
    ).data.list;
    expect(messages[0]).toMatchObject({ kind: 'application', title: '主播申请已通过' });
    expect((await server.call('/api/user/apply', { ...body, material_ids: [] }, { query: applicant.query })).msg).toBe(
      '你已经拥有这个身份',
    );
  });

  it('a rejected application says why and can be made again', async () => {
    const applicant = await fan('apply_fan5');
    const applied = await server.call<Application>('/api/user/apply', { ...body, type: 'admin' }, { query: applicant.query });
    expect((await review(applied.data.id, false, '联系方式无法接通')).data).toMatchObject({ status: 2, reason: '联系方式无法接通' });
    expect(
      (await server.call<{ list: { content: string }[] }>('/api/user/getSystemMessages', {}, { query: applicant.query })).data.list[0]
        .content,
    ).toContain('联系方式无法接通');
    expect((await server.call('/api/user/apply', { ...body, type: 'admin' }, { query: applicant.query })).status).toBe(0);
  });
});
