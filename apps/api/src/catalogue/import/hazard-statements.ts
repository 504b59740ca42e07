/**
 * GHS hazard statements (H codes) with their wording in the GB 30000 series. Products carry the codes;
 * pages show the text. H360/H361 may carry the usual F/f/D/d suffixes (H360FD, H361d), and a combined
 * statement is written with `+` (H301+H311).
 */
export const HAZARD_STATEMENTS = {
  H200: '不稳定爆炸物',
  H201: '爆炸物；整体爆炸危险',
  H202: '爆炸物；严重迸射危险',
  H203: '爆炸物；起火、爆炸或迸射危险',
  H204: '起火或迸射危险',
  H205: '遇火可能整体爆炸',
  H220: '极易燃气体',
  H221: '易燃气体',
  H222: '极易燃气溶胶',
  H223: '易燃气溶胶',
  H224: '极易燃液体和蒸气',
  H225: '高度易燃液体和蒸气',
  H226: '易燃液体和蒸气',
  H227: '可燃液体',
  H228: '易燃固体',
  H229: '压力容器：如受热可爆裂',
  H230: '即使在无空气条件下仍可能发生爆炸反应',
  H231: '即使在无空气条件下，在高压和/或高温下仍可能发生爆炸反应',
  H232: '暴露在空气中可能自燃',
  H240: '遇热可能爆炸',
  H241: '遇热可能起火或爆炸',
  H242: '遇热可能起火',
  H250: '暴露在空气中会自燃',
  H251: '自热；可能燃烧',
  H252: '数量大时自热；可能燃烧',
  H260: '遇水放出可自燃的易燃气体',
  H261: '遇水放出易燃气体',
  H270: '可引起或加剧燃烧；氧化剂',
  H271: '可引起燃烧或爆炸；强氧化剂',
  H272: '可加剧燃烧；氧化剂',
  H280: '内装加压气体；遇热可能爆炸',
  H281: '内装冷冻气体；可能造成低温灼伤或损伤',
  H290: '可能腐蚀金属',
  H300: '吞咽致命',
  H301: '吞咽会中毒',
  H302: '吞咽有害',
  H303: '吞咽可能有害',
  H304: '吞咽及进入呼吸道可能致命',
  H305: '吞咽及进入呼吸道可能有害',
  H310: '皮肤接触致命',
  H311: '皮肤接触会中毒',
  H312: '皮肤接触有害',
  H313: '皮肤接触可能有害',
  H314: '造成严重皮肤灼伤和眼损伤',
  H315: '造成皮肤刺激',
  H316: '造成轻微皮肤刺激',
  H317: '可能导致皮肤过敏反应',
  H318: '造成严重眼损伤',
  H319: '造成严重眼刺激',
  H320: '造成眼刺激',
  H330: '吸入致命',
  H331: '吸入会中毒',
  H332: '吸入有害',
  H333: '吸入可能有害',
  H334: '吸入可能导致过敏或哮喘病症状或呼吸困难',
  H335: '可能引起呼吸道刺激',
  H336: '可能引起昏昏欲睡或眩晕',
  H340: '可能导致遗传性缺陷',
  H341: '怀疑会导致遗传性缺陷',
  H350: '可能致癌',
  H351: '怀疑致癌',
  H360: '可能对生育能力或胎儿造成伤害',
  H361: '怀疑对生育能力或胎儿造成伤害',
  H362: '可能对母乳喂养的儿童造成伤害',
  H370: '对器官造成损害',
  H371: '可能对器官造成损害',
  H372: '长期或反复接触会对器官造成损害',
  H373: '长期或反复接触可能对器官造成损害',
  H400: '对水生生物毒性极大',
  H401: '对水生生物有毒',
  H402: '对水生生物有害',
  H410: '对水生生物毒性极大并具有长期持续影响',
  H411: '对水生生物有毒并具有长期持续影响',
  H412: '对水生生物有害并具有长期持续影响',
  H413: '可能对水生生物造成长期持续有害影响',
  H420: '破坏高层大气中的臭氧，危害公共健康和环境',
} as const;

export type HazardCode = keyof typeof HAZARD_STATEMENTS;

export function isHazardCode(code: string): code is HazardCode {
  return Object.hasOwn(HAZARD_STATEMENTS, code);
}

/** `H225`, `h360fd`, `H301+H311` → the canonical form (`H360FD`); null if any part is no H code. */
export function normalizeHazardStatement(value: string): string | null {
  const parts = value.trim().toUpperCase().split('+');
  for (const part of parts) {
    const m = /^(H\d{3})([FD]{0,2})$/.exec(part);
    if (!m || !isHazardCode(m[1]!) || (m[2] && m[1] !== 'H360' && m[1] !== 'H361')) return null;
  }
  return parts.join('+');
}
