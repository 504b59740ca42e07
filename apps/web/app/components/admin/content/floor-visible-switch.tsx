import { api } from '../../../lib/api/browser';
import { Switch } from '../kit';
import { useWrite } from '../use-write';

/**
 * 显示/隐藏 a floor on the home page. Hiding keeps the floor's products and links (unlike 删除), so it
 * can come back as it was; without `catalogue.edit` the state is shown, not switchable.
 */
export function FloorVisibleSwitch({
  id,
  title,
  visible,
  edit,
}: {
  id: number;
  title: string;
  visible: boolean;
  edit: boolean;
}) {
  const { busy, run } = useWrite();
  return (
    <Switch
      checked={visible}
      checkedChildren="显示"
      unCheckedChildren="隐藏"
      aria-label={`楼层「${title}」在首页显示`}
      loading={busy}
      disabled={!edit}
      onChange={(checked) =>
        run(
          () => api.post('/admin/home/floor/visible', { id, visible: checked }),
          checked ? `楼层「${title}」已在首页显示` : `楼层「${title}」已从首页隐藏`,
        )
      }
    />
  );
}
