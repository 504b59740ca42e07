/** Storage conditions by code: the reagent table stays one line per substance. */
export const STORAGE = {
  rt: '室温密封保存',
  cool: '阴凉干燥处密封保存',
  flam: '阴凉通风处密封保存，远离火种、热源',
  fridge: '2–8 ℃ 冷藏保存',
  freezer: '−20 ℃ 冷冻保存',
  dry: '干燥处密封保存，防潮',
  dark: '避光，阴凉干燥处密封保存',
  inert: '惰性气体保护，密封防潮，远离水源',
  oxid: '阴凉干燥处密封保存，远离还原剂及易燃物',
  acid: '阴凉通风处密封保存，与碱类、金属粉末分开存放',
  base: '密封保存，防潮，与酸类分开存放',
  oil: '浸没于煤油或液体石蜡中密封保存，远离水源',
  toxic: '阴凉干燥处密封保存，专柜存放，双人双锁',
} as const;

export type StorageCode = keyof typeof STORAGE;

export function isStorageCode(code: string): code is StorageCode {
  return Object.hasOwn(STORAGE, code);
}
