import { Popconfirm } from '../kit';
import { useWrite } from '../use-write';

/** 删除 after a confirmation; `remove` calls the API, whose refusal (e.g. still in use) the client toasts. */
export function DeleteButton({
  what,
  remove,
  note,
}: {
  /** e.g. 楼层「化学试剂」 */
  what: string;
  remove: () => Promise<unknown>;
  /** Said under the question, e.g. what goes with it. */
  note?: string;
}) {
  const { busy, run } = useWrite();
  return (
    <Popconfirm
      title={`删除${what}？`}
      description={note}
      okText="删除"
      cancelText="取消"
      onConfirm={() => run(remove, `已删除${what}`)}
    >
      <button type="button" className="lm-console__link-button" disabled={busy}>
        删除
      </button>
    </Popconfirm>
  );
}
