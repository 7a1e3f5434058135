/** The contact and callback forms' messages, as received. */
import type { Db, Tx } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** The received messages on `db`. */
export function contactMessagesRepository(db: Db | Tx) {
  return {
    /** Stores one message with its EmailJS service and template ids. */
    async add(message: { serviceId: string; templateId: string; fields: Record<string, string> }): Promise<void> {
      await db.insert(contactMessages).values(message);
    },
  };
}
