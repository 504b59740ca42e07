import { LmForm } from '../../lib/ui/lm-form';
import './addresses.css';
import type { PostPayload } from '@labmall/contract';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { showServerFieldErrors } from '../account/form-errors';
import { addressRules } from './address-rules';
import { type KnownRegions, RegionFields } from './region-fields';
import type { Address } from './types';

interface AddressValues {
  consignee?: string;
  phone?: string;
  province_code?: number;
  city_code?: number;
  district_code?: number;
  detail?: string;
  postcode?: string;
  is_default?: boolean;
}

function initialValues(address: Address | undefined): AddressValues {
  if (!address) return { is_default: false };
  return {
    consignee: address.consignee,
    phone: address.phone,
    province_code: address.province_code,
    city_code: address.city_code,
    ...(address.district_code === null ? {} : { district_code: address.district_code }),
    detail: address.detail,
    postcode: address.postcode,
    is_default: address.is_default,
  };
}

/** The saved names by code ("广东省 广州市 天河区" with 440000, 440100, 440106). */
function knownRegions(address: Address | undefined): KnownRegions | undefined {
  if (!address) return undefined;
  const names = address.region_names.split(' ');
  const codes = [address.province_code, address.city_code, address.district_code];
  return new Map(codes.flatMap((code, i) => (code !== null && names[i] ? [[code, names[i]] as const] : [])));
}

function toPayload(values: AddressValues): PostPayload<'/user/address/add'> {
  return {
    consignee: values.consignee ?? '',
    phone: values.phone ?? '',
    province_code: values.province_code ?? 0,
    city_code: values.city_code ?? 0,
    // Hidden when the city has no counties: then the field is gone and the value undefined.
    district_code: values.district_code ?? null,
    detail: values.detail ?? '',
    postcode: values.postcode ?? '',
    is_default: values.is_default ?? false,
  };
}

export interface AddressFormProps {
  /** The address to edit; a new one when absent. */
  address?: Address;
  /** Called with the saved address as the server answered it. */
  onSaved: (address: Address) => void | Promise<void>;
  onCancel?: () => void;
  /** Prefix for element ids, when more than one form is on a page. */
  name?: string;
}

/**
 * Adds or edits one receiving address: consignee, phone (mobile or landline), 省/市/区县 from
 * `GET /region`, detail, optional postcode, 设为默认. Saves through the API itself and hands back the
 * saved address, so /user/receive (in a dialog) and /order (inline) use it alike. The server's field
 * messages (a region that does not belong to its parent, the 20-address limit) land under the fields.
 */
export function AddressForm({ address, onSaved, onCancel, name = 'address' }: AddressFormProps) {
  const [form] = Form.useForm<AddressValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: AddressValues) => {
    setSaving(true);
    try {
      const payload = toPayload(values);
      const saved = address
        ? await api.post('/user/address/edit', { id: address.id, ...payload })
        : await api.post('/user/address/add', payload);
      await onSaved(saved);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <LmForm<AddressValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues(address)}
      onFinish={(values) => void submit(values)}
      className="lm-address-form"
    >
      <div className="lm-address-form__pair">
        <Form.Item name="consignee" label="收货人" rules={addressRules.consignee}>
          <Input maxLength={40} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label="联系电话"
          rules={addressRules.phone}
          extra="手机号或座机，如 021-54925000"
        >
          <Input maxLength={32} autoComplete="tel" inputMode="tel" />
        </Form.Item>
      </div>
      <RegionFields known={knownRegions(address)} />
      <Form.Item name="detail" label="详细地址" rules={addressRules.detail}>
        <Input maxLength={200} placeholder="街道、门牌号、楼层房间等" autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="postcode" label="邮政编码（选填）" rules={addressRules.postcode}>
        <Input maxLength={6} inputMode="numeric" autoComplete="postal-code" style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item name="is_default" valuePropName="checked">
        <Checkbox disabled={address?.is_default === true}>设为默认收货地址</Checkbox>
      </Form.Item>
      <div className="lm-address-form__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          保存地址
        </Button>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
      </div>
    </LmForm>
  );
}
