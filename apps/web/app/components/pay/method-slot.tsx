/** A method another part of the store provides, until it is wired in here. */
export function MethodSlot({ name }: { name: string }) {
  return (
    <p className="lm-pay-method__intro" data-testid="pay-method-slot">
      {name}即将开通，请先选择对公转账。
    </p>
  );
}
