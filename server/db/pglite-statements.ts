import { parse, protocol, type PGlite } from '@electric-sql/pglite';

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred when it prepared the statement, to serialize values as PGlite does. */
  paramTypes: number[];
}

/** A statement that failed on a plan PostgreSQL can no longer use (`cached plan must not change result type`). */
const featureNotSupported = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Named prepared statements on the embedded database, one per distinct SQL text, at most `limit` of them (the least
 * recently used is closed). PGlite's own `query` parses and plans every statement again and speaks to the WebAssembly
 * backend six times per query; a prepared one is bound and run in one exchange, and PostgreSQL keeps its plan. A
 * paying call's statements cost a third as much (docs/decisions.md "Prepared statements"). The values are serialized
 * by the inferred parameter types and the rows parsed by PGlite's own code, so answers are the same as `query`'s.
 * The caller holds PGlite's query lock.
 */
export class PgliteStatements {
  private readonly statements = new Map<string, Statement>();
  private named = 0;

  constructor(
    private readonly db: PGlite,
    private readonly limit = 500,
  ) {}

  async query<Row>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const statement = await this.prepared(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.db.serializers[statement.paramTypes[index]];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const messages = await this.db.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, this.db.parsers)[0].rows as Row[];
    } catch (error) {
      // A table whose columns changed under a `select *`: prepare it again on the next call.
      if ((error as { code?: string }).code === featureNotSupported) await this.close(sql);
      throw error;
    }
  }

  private async prepared(sql: string): Promise<Statement> {
    const known = this.statements.get(sql);
    if (known) {
      // Most recently used last, so the first key is the one to close.
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    if (this.statements.size >= this.limit) await this.close(this.statements.keys().next().value as string);
    const name = `sideline_${(this.named += 1)}`;
    const messages = await this.db.execProtocolStream(
      concat([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      InstanceType<typeof protocol.messages.ParameterDescriptionMessage> | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    this.statements.set(sql, statement);
    return statement;
  }

  private async close(sql: string): Promise<void> {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    // In a failed transaction the close may be refused too; the statement then stays, unnamed by any key.
    await this.db.execProtocolStream(concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
  }
}
