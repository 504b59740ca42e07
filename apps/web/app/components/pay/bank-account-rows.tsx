/** The shop's receiving account, as the transfer and repayment pages both show it (settings TRANSFER_*). */
export interface ReceivingAccount {
  account_name: string;
  bank_name: string;
  account_no: string;
}

/** The account's rows for a `<dl>`: 收款户名, 开户银行, 银行账号. */
export function BankAccountRows({ bank, accountTestId }: { bank: ReceivingAccount; accountTestId?: string }) {
  return (
    <>
      <div>
        <dt>收款户名</dt>
        <dd>{bank.account_name}</dd>
      </div>
      <div>
        <dt>开户银行</dt>
        <dd>{bank.bank_name}</dd>
      </div>
      <div>
        <dt>银行账号</dt>
        <dd className={accountTestId ? 'lm-pay-transfer__account' : undefined} data-testid={accountTestId}>
          {bank.account_no}
        </dd>
      </div>
    </>
  );
}
