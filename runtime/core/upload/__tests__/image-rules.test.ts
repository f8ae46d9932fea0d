import { describe, expect, it } from 'vitest';
import { commonMessages } from '../../i18n/common-messages.ts';
import { fitWithin, imageUploadRules, isUploadableImage } from '../image-rules.ts';

describe('spec 000 §5: "Image upload must be an image type (message: please select an image file); images are resized to max 1200x1200, quality 0.8"', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['image/webp', true],
    ['image/gif', true],
    ['image/svg+xml', false],
    ['text/plain', false],
    ['', false],
  ])('%j is an uploadable image: %s', (type, ok) => {
    expect(isUploadableImage(type)).toBe(ok);
  });

  it("the message is in the product's language", () => {
    expect(commonMessages.cn.imageOnly).toBe('请选择图片文件');
    expect(commonMessages['pt-br'].imageOnly).toBe('Selecione um arquivo de imagem');
  });

  it.each([
    [2400, 1600, 1200, 800],
    [1600, 2400, 800, 1200],
    [1200, 1200, 1200, 1200],
    [800, 600, 800, 600],
    [5000, 10, 1200, 2],
  ])('%ix%i fits as %ix%i', (width, height, fitWidth, fitHeight) => {
    expect(fitWithin(width, height, imageUploadRules.maxSide)).toEqual({ width: fitWidth, height: fitHeight });
  });

  it('quality 0.8', () => {
    expect(imageUploadRules.quality).toBe(0.8);
  });
});
