import type { GetAnswer } from '@labmall/contract';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/browser';
import { LmSelect } from '../controls/lm-select';

type Region = GetAnswer<'/region'>[number];

/** Regions change with a package version only, so one fetch per parent serves the whole visit. */
const cache = new Map<number, Promise<Region[]>>();

function childrenOf(parentId: number): Promise<Region[]> {
  let pending = cache.get(parentId);
  if (!pending) {
    pending = api.get('/region', { parent_id: parentId });
    // A failed call (already shown as a toast) may be tried again.
    pending.catch(() => cache.delete(parentId));
    cache.set(parentId, pending);
  }
  return pending;
}

/** The regions under `parentId` (provinces for 0); none while `parentId` is undefined. */
export function useRegions(parentId: number | undefined) {
  const [state, setState] = useState<{ parent: number | undefined; list: Region[]; loading: boolean }>({
    parent: undefined,
    list: [],
    loading: false,
  });
  useEffect(() => {
    if (parentId === undefined) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    childrenOf(parentId)
      .then((list) => live && setState({ parent: parentId, list, loading: false }))
      .catch(() => live && setState({ parent: parentId, list: [], loading: false }));
    return () => {
      live = false;
    };
  }, [parentId]);
  const current = parentId !== undefined && state.parent === parentId;
  return { list: current ? state.list : [], loading: state.loading || (parentId !== undefined && !current) };
}

/** Code → name of the regions an edited address already has, shown until the lists arrive. */
export type KnownRegions = ReadonlyMap<number, string>;

function toOptions(list: Region[], current: number | undefined, known: KnownRegions | undefined) {
  if (list.length === 0 && current !== undefined && known?.has(current)) {
    return [{ value: current, label: known.get(current)! }];
  }
  return list.map((r) => ({ value: r.id, label: r.name }));
}

const filterByName = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '').includes(input.trim());

/**
 * 省 / 市 / 区县 as three linked selects inside an antd Form (fields `province_code`, `city_code`,
 * `district_code`), fed by `GET /region`. Choosing a level clears the ones below it. Every province has
 * cities and counties (a municipality's city level bears its own name, 上海市 → 上海市 → 徐汇区); the
 * county select goes only for a city with none under it (东莞); the server checks the same rule and
 * names the regions from its own data.
 */
export function RegionFields({ known }: { known?: KnownRegions }) {
  const form = Form.useFormInstance();
  const province = Form.useWatch('province_code', form) as number | undefined;
  const city = Form.useWatch('city_code', form) as number | undefined;
  const district = Form.useWatch('district_code', form) as number | undefined;
  const provinces = useRegions(0);
  const cities = useRegions(province);
  const districts = useRegions(city);
  // Shown from the start (disabled until a city is chosen), so the form says it has three levels;
  // hidden only for a city with no counties under it (东莞, 中山…).
  const showDistrict = city === undefined || districts.loading || districts.list.length > 0;

  return (
    <fieldset className="lm-region-fields">
      <legend className="lm-region-fields__legend">所在地区</legend>
      <Form.Item name="province_code" label="省份" rules={[{ required: true, message: '请选择所在省份' }]}>
        <LmSelect
          showSearch={{ filterOption: filterByName }}
          placeholder="请选择省份"
          loading={provinces.loading}
          options={toOptions(provinces.list, province, known)}
          onChange={() => form.setFieldsValue({ city_code: undefined, district_code: undefined })}
        />
      </Form.Item>
      <Form.Item name="city_code" label="城市" rules={[{ required: true, message: '请选择所在城市' }]}>
        <LmSelect
          showSearch={{ filterOption: filterByName }}
          placeholder="请选择城市"
          disabled={province === undefined}
          loading={cities.loading}
          options={toOptions(cities.list, city, known)}
          onChange={() => form.setFieldsValue({ district_code: undefined })}
        />
      </Form.Item>
      {showDistrict ? (
        <Form.Item name="district_code" label="区县" rules={[{ required: true, message: '请选择所在区县' }]}>
          <LmSelect
            showSearch={{ filterOption: filterByName }}
            placeholder="请选择区县"
            disabled={city === undefined}
            loading={districts.loading}
            options={toOptions(districts.list, district, known)}
          />
        </Form.Item>
      ) : null}
    </fieldset>
  );
}
