/** A consumable, instrument or standard: one product, one SKU per variant (spec and pack). */
export interface EquipmentProduct {
  name: string;
  nameEn: string;
  category: string;
  brand: string;
  /** [spec, pack, price in yuan]; spec is '' when the product comes in one kind only. */
  variants: ReadonlyArray<readonly [spec: string, pack: string, yuan: number]>;
  purity?: string;
  synonyms?: string[];
  storage?: string;
  minQty?: number;
  step?: number;
  /** Days to dispatch when in stock (instruments are assembled and calibrated to order). */
  leadDays?: number;
}
