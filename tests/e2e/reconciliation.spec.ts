import { expect, test } from '@playwright/test';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { adminSession, useSession } from './support';

// The console's gateway reconciliation, on a phone, under Refunds owed. The
// differences themselves are covered by tests/api/reconciliation.test.ts
// (this server's shops keep no gateway keys: giving one keys would change
// how other tests' shoppers pay); here the section shows, and "Check now"
// for a shop without keys says why there is nothing to compare.

const R = REFUNDS_OWED_MESSAGES;

test.use({ viewport: { width: 375, height: 800 } });

test('the reconciliation section shows its state, and Check now explains a shop without gateway keys', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  await useSession(page, origin, admin);
  await page.goto('/admin/refunds');
  const section = page.getByRole('region', { name: R.reconciliation.title });
  await expect(section.getByRole('heading', { name: R.reconciliation.title })).toBeVisible();
  await expect(section.getByTestId('reconciliation-last-run')).toHaveText(R.reconciliation.neverRun);
  await expect(section.getByTestId('reconciliation-empty')).toHaveText(R.reconciliation.none);
  const check = section.getByRole('button', { name: R.reconciliation.checkNow });
  await check.click();
  await expect(section.getByText(R.answers.noGatewayKeys)).toBeVisible();
  await expect(check).toBeEnabled();
  // Open differences by default; the resolved ones on request.
  const show = section.getByLabel(R.reconciliation.show);
  await expect(show).toHaveValue('open');
  await show.selectOption('resolved');
  await expect(section.getByTestId('reconciliation-empty')).toHaveText(R.reconciliation.noneResolved);
  await show.selectOption('all');
  await expect(section.getByTestId('reconciliation-empty')).toHaveText(R.reconciliation.none);
});
