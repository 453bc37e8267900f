/** Handlers of the account holder's calls: customer info, profile, password, ship-to. */
import { eq } from 'drizzle-orm';
import { apiStatus } from '../../../src/api/contract/shared';
import { customer } from '../../db/schema';
import type { Handlers, SessionReads } from '../../http/context';
import { ApiFailure } from '../../http/envelope';
import type { Lang } from '../../http/i18n';
import { checkPasswordInTx } from '../auth/attempts';
import { brandOf } from '../common/partners';
import { enqueueMail } from '../mail/outbox';
import { passwordChangedMail } from '../mail/templates';
import { customerInfo, customerInfoInSession, editCountryAndCode, requireMatchingPasswords, setPassword, type CustomerInfoData } from './service';
import { walletOf } from '../ledger/service';
import { toMoney } from '../ledger/money';

/** Reads done with the session statement (routes.ts): customer info is one round trip. */
export const customerSessionReads: SessionReads = { customerInfo: customerInfoInSession };

export const customerHandlers: Handlers = {
  customerInfo: async ({ services, caller, read }) => (read as CustomerInfoData | undefined) ?? customerInfo(services.db, caller.id),

  /** The balance is the main account's wallet in the ledger: posted, and frozen by holds (pending debits). */
  accountInfo: async ({ services, caller }) => {
    const wallet = await walletOf(services.db, caller.ownerId);
    return { balance: toMoney(wallet.postedCents), frozen: toMoney(wallet.pendingCents), currencyCode: 'USD' };
  },

  updateProfile: async ({ services, caller, params, body }) => {
    // Only the account itself: a sub-account edits its own profile, never its main account's.
    if (params.id !== caller.id) throw new ApiFailure(apiStatus.notFound);
    await services.db.update(customer).set({
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      ...(body.timeZoneId !== undefined ? { timeZoneId: body.timeZoneId } : {}),
      ...(body.chatAccount !== undefined ? { chatAccount: body.chatAccount } : {}),
      ...(body.chatAccountType !== undefined ? { chatAccountType: body.chatAccountType } : {}),
      ...(body.chatAccountAreaCode !== undefined ? { chatAccountAreaCode: body.chatAccountAreaCode } : {}),
      updatedAt: new Date(),
    }).where(eq(customer.id, caller.id));
    return customerInfo(services.db, caller.id);
  },

  updatePassword: async ({ services, caller, body, ip }) => {
    requireMatchingPasswords(body.password, body.cfgPwd);
    const [{ username }] = await services.db.select({ username: customer.username }).from(customer).where(eq(customer.id, caller.id));
    // Checked and written in one transaction under the account's lock: of concurrent changes with the same
    // current password exactly one succeeds (the others then find it wrong), and wrong guesses are counted.
    const outcome = await services.db.transaction(async (tx) => {
      const checked = await checkPasswordInTx(tx, {
        username, password: body.oldPassword, ip, overLimit: 'refuse', wrongStatus: apiStatus.currentPasswordWrong,
      });
      if ('failure' in checked) return checked;
      const row = checked.account;
      await setPassword(tx, caller.id, body.password);
      await services.tokens.revokeOthers(tx, caller.id, caller.sessionId);
      await enqueueMail(tx, passwordChangedMail(row.username, row.language as Lang, await brandOf(tx, row.parterSource)));
      return null;
    });
    if (outcome) throw outcome.failure;
    services.mail.kick();
    return null;
  },

  editCountryAndCode: async ({ services, caller, body }) => {
    await editCountryAndCode(services.db, caller.id, body.countryId, body.currencyCode);
    return null;
  },
};
