/**
 * The one way the back office writes a catalogue object (item, category, package, branch): create
 * or change it, and record its audit row, in one transaction; a name that is taken (a unique index
 * decides, so two admins at once cannot both win) is the 400 of that object's name field. Nothing is
 * ever deleted: archiving is a change of `is_active`.
 */
import type { AuditValues } from '../../db/schema';
import type { Tx } from '../../db/client';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit-trail';
import type { SignedInStaff } from '../ops/staff-access';
import type { Repositories, RepositoryScope } from '../repositories';

/** How one kind of catalogue object is stored, audited and answered. */
export interface EditableKind<Row extends { id: string }, Dto, Input> {
  /** The audit trail's entity type ('item', 'package', …); actions are `<type>.create|update`. */
  entityType: string;
  /** The field error a taken name answers. */
  nameTaken: string;
  /** Checks the business rules of a full input (after defaults and the stored values are applied). */
  check(repos: Repositories, input: Input): Promise<void>;
  /** The row, locked for the change; undefined when there is none. */
  lock(repos: Repositories, id: string): Promise<Row | undefined>;
  insert(repos: Repositories, input: Input): Promise<Row>;
  update(repos: Repositories, id: string, input: Input): Promise<Row>;
  /** The stored row as the input that would write it (what a PATCH is applied over). */
  inputOf(row: Row): Input;
  /** The fields the audit trail keeps (only changed ones are recorded). */
  audited(row: Row): AuditValues;
  /** The answer, read after the commit (it may join other tables). */
  find(repos: Repositories, id: string): Promise<Dto | undefined>;
}

/** Create and change for one kind; `changed` runs after every commit (public caches). */
export function catalogueEditor<Row extends { id: string }, Dto, Input extends object>(
  repositories: RepositoryScope,
  kind: EditableKind<Row, Dto, Input>,
  changed: () => void,
) {
  /** Runs the write, turning a taken name into the name field's 400. */
  async function write(work: (repos: Repositories, tx: Tx) => Promise<string | undefined>): Promise<Dto> {
    let id: string | undefined;
    try {
      id = await repositories.transaction(work);
    } catch (error) {
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw badRequest({ name: [kind.nameTaken] });
      throw error;
    }
    if (!id) throw notFound();
    changed();
    return (await kind.find(repositories, id))!;
  }

  return {
    /** Creates the object with its audit row. */
    create: (admin: SignedInStaff, input: Input): Promise<Dto> =>
      write(async (repos, tx) => {
        await kind.check(repos, input);
        const row = await kind.insert(repos, input);
        await recordAudit(tx, admin, {
          action: `${kind.entityType}.create`,
          entityType: kind.entityType,
          entityId: row.id,
          after: kind.audited(row),
        });
        return row.id;
      }),

    /** Applies the fields sent over the stored ones, with its audit row; 404 when there is none. */
    change: (admin: SignedInStaff, id: string, changes: Partial<Input>): Promise<Dto> =>
      write(async (repos, tx) => {
        const current = await kind.lock(repos, id);
        if (!current) return undefined;
        const defined = Object.fromEntries(
          Object.entries(changes).filter(([, value]) => value !== undefined),
        ) as Partial<Input>;
        const input = { ...kind.inputOf(current), ...defined };
        await kind.check(repos, input);
        const row = await kind.update(repos, id, input);
        await recordAudit(tx, admin, {
          action: `${kind.entityType}.update`,
          entityType: kind.entityType,
          entityId: id,
          before: kind.audited(current),
          after: kind.audited(row),
        });
        return id;
      }),
  };
}
