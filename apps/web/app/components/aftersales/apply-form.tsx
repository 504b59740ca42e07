import type { GetAnswer } from '@labmall/contract';
import {
  AFTERSALE_KINDS,
  AFTERSALE_PHOTOS_MAX,
  AFTERSALE_REASONS,
  type AftersaleKind,
  type AftersaleReason,
  aftersaleKindLabels,
  aftersaleReasonLabels,
} from '@labmall/contract/aftersale-choices';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Button, Checkbox, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastError, toastSuccess } from '../../lib/ui/feedback';
import { LmForm } from '../../lib/ui/lm-form';
import { showServerFieldErrors } from '../account/form-errors';
import { LmSelect } from '../controls/lm-select';
import { UploadField } from '../upload/upload-field';
import type { UploadedFile } from '../upload/upload-items';
import { aftersaleMessages as t } from './aftersale-messages';
import { linePickable, reasonAllowed } from './apply-rules';

import { refundEstimate } from './refund-estimate';

type Options = GetAnswer<'/user/aftersale/options'>;
type Line = Options['lines'][number];

interface Values {
  kind?: AftersaleKind;
  reason?: AftersaleReason;
  opened: boolean;
  description: string;
  photos: UploadedFile[];
}

/**
 * 申请售后 for one order: the lines and quantities (never above what is still open), the kind the order
 * allows, a reason, 已开封, a description and photos. What the rules say of each line (cold-chain,
 * controlled, the operator's rule, the deadline) and the refund to expect are shown before submitting;
 * the API checks all of it again.
 */
export function ApplyForm({ options }: { options: Options }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [sending, setSending] = useState(false);
  const kinds = AFTERSALE_KINDS.filter((kind) => options.kinds.includes(kind));
  const kind = Form.useWatch('kind', form);
  const opened = Form.useWatch('opened', form) ?? false;
  const reason = Form.useWatch('reason', form);

  const chosen = options.lines.filter(
    (line) => picked[line.line_id] !== undefined && linePickable(kind, line),
  );
  const estimate = refundEstimate(
    kind ?? 'refund_only',
    chosen.map((line) => ({ ...line, quantity: picked[line.line_id] ?? 0 })),
  );
  const reasonRefused = reason !== undefined && !reasonAllowed(kind, opened, reason);

  const toggle = (line: Line, on: boolean) =>
    setPicked((now) => {
      const next = { ...now };
      if (on) next[line.line_id] = Math.min(line.open, now[line.line_id] ?? line.open);
      else delete next[line.line_id];
      return next;
    });

  async function send(values: Values) {
    if (chosen.length === 0) return toastError(t.pickOne);
    if (reasonRefused) return toastError(t.openedRefused);
    setSending(true);
    try {
      const { id } = await api.post('/user/aftersale/apply', {
        number: options.order_number,
        kind: values.kind as AftersaleKind,
        reason: values.reason as AftersaleReason,
        opened: values.opened,
        description: values.description,
        photos: (values.photos ?? []).map((photo) => photo.filePath),
        lines: chosen.map((line) => ({ line_id: line.line_id, quantity: picked[line.line_id] ?? 1 })),
      });
      toastSuccess(t.submitted);
      navigate(`/user/aftersale/${id}`);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  }

  const requestable = options.lines.some((line) => line.open > 0);
  return (
    <LmForm<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        kind: kinds.length === 1 ? kinds[0] : undefined,
        opened: false,
        description: '',
        photos: [],
      }}
      onFinish={(values) => void send(values)}
      className="lm-aftersale-apply"
    >
      {options.deadline ? (
        <p className="lm-order-detail__hint">{t.deadline(chinaMinute(options.deadline))}</p>
      ) : null}
      <Form.Item name="kind" label={t.kindLabel} rules={[{ required: true, message: '请选择售后类型' }]}>
        <Radio.Group options={kinds.map((k) => ({ value: k, label: aftersaleKindLabels[k] }))} />
      </Form.Item>

      <fieldset className="lm-aftersale-lines">
        <legend>{t.sections.lines}</legend>
        {requestable ? null : <p className="lm-order-detail__muted">{t.noLines}</p>}
        <ul>
          {options.lines.map((line) => (
            <ApplyLine
              key={line.line_id}
              line={line}
              kind={kind}
              quantity={picked[line.line_id]}
              onToggle={(on) => toggle(line, on)}
              onQuantity={(quantity) => setPicked((now) => ({ ...now, [line.line_id]: quantity }))}
            />
          ))}
        </ul>
      </fieldset>

      <Form.Item name="opened" valuePropName="checked" extra={t.openedHint}>
        <Checkbox>{t.openedLabel}</Checkbox>
      </Form.Item>
      <Form.Item
        name="reason"
        label={t.reasonLabel}
        rules={[{ required: true, message: '请选择售后原因' }]}
        validateStatus={reasonRefused ? 'error' : undefined}
        help={reasonRefused ? t.openedRefused : undefined}
      >
        <LmSelect<AftersaleReason>
          placeholder={t.reasonPlaceholder}
          options={AFTERSALE_REASONS.map((r) => ({
            value: r,
            label: aftersaleReasonLabels[r],
            disabled: !reasonAllowed(kind, opened, r),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t.descriptionLabel}
        rules={[{ required: true, whitespace: true, message: '请填写问题描述' }]}
      >
        <Input.TextArea rows={4} maxLength={500} placeholder={t.descriptionPlaceholder} />
      </Form.Item>
      <Form.Item name="photos" label={t.photosLabel(AFTERSALE_PHOTOS_MAX)} extra={t.photosHint}>
        <UploadField purpose="aftersale" maxCount={AFTERSALE_PHOTOS_MAX} />
      </Form.Item>

      <div className="lm-aftersale-apply__estimate" role="status" aria-live="polite">
        <span>{t.estimate}</span>{' '}
        <strong data-testid="aftersale-estimate">{displayYuan(estimate.refund)}</strong>
        {estimate.fee !== '0.00' ? <span>{t.estimateFee(displayYuan(estimate.fee))}</span> : null}
        <p className="lm-order-detail__muted">{t.estimateNote}</p>
      </div>
      <Button type="primary" htmlType="submit" loading={sending} disabled={!requestable}>
        {t.submit}
      </Button>
    </LmForm>
  );
}

/** One line of the order: pick it and how many, or why it cannot be sent back. */
function ApplyLine({
  line,
  kind,
  quantity,
  onToggle,
  onQuantity,
}: {
  line: Line;
  kind: AftersaleKind | undefined;
  quantity: number | undefined;
  onToggle: (on: boolean) => void;
  onQuantity: (quantity: number) => void;
}) {
  const pickable = linePickable(kind, line);
  const on = quantity !== undefined && pickable;
  return (
    <li className="lm-aftersale-line">
      <Checkbox checked={on} disabled={!pickable} onChange={(e) => onToggle(e.target.checked)}>
        <span className="lm-aftersale-line__name">{line.name}</span>
      </Checkbox>
      <span className="lm-aftersale-line__meta">
        {line.sku} · {line.pack} · {t.bought(line.bought)} · {t.open(line.open)} ·{' '}
        {t.perUnit(displayYuan(line.amount))}
      </span>
      {line.returnable ? (
        line.restocking_percent > 0 ? (
          <span className="lm-aftersale-line__note">{t.restocking(line.restocking_percent)}</span>
        ) : null
      ) : (
        <span className="lm-aftersale-line__why">
          {t.notReturnable(line.why_not)}，{t.onlyRefund}
        </span>
      )}
      {on ? (
        <span className="lm-aftersale-line__qty">
          <label htmlFor={`aftersale-qty-${line.line_id}`}>数量</label>
          <InputNumber
            id={`aftersale-qty-${line.line_id}`}
            aria-label={t.quantityOf(line.name)}
            min={1}
            max={line.open}
            precision={0}
            value={quantity}
            onChange={(value) => onQuantity(Math.min(line.open, Math.max(1, value ?? 1)))}
          />
        </span>
      ) : null}
    </li>
  );
}
