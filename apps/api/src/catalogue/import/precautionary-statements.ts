/**
 * GHS precautionary statements (P codes) with their wording in the GB 30000 series. A combined
 * statement is written with `+` (P305+P351+P338) and reads as its parts in order, which is how the
 * standard words the combinations. Products carry the codes; pages show the text.
 */
export const PRECAUTIONARY_STATEMENTS = {
  // Prevention
  P201: '使用前获取特别指示。',
  P202: '在阅读并了解所有安全防范措施之前，切勿操作。',
  P203: '使用前获取、阅读并遵循所有安全说明。',
  P210: '远离热源、热表面、火花、明火以及其他点火源。禁止吸烟。',
  P211: '切勿喷洒在明火或其他点火源上。',
  P212: '避免在封闭条件下加热或减少减敏剂。',
  P220: '远离服装和其他可燃物。',
  P222: '切勿接触空气。',
  P223: '切勿接触水。',
  P230: '用……保持湿润。',
  P231: '在惰性气体中操作和存放。',
  P232: '防潮。',
  P233: '保持容器密闭。',
  P234: '只能在原容器中存放。',
  P235: '保持低温。',
  P236: '只能存放在原容器中；在……前……。',
  P240: '容器和接收设备接地/等势联接。',
  P241: '使用防爆的电气/通风/照明/……设备。',
  P242: '使用不产生火花的工具。',
  P243: '采取防止静电放电的措施。',
  P244: '阀门和配件不得带有油脂。',
  P250: '切勿研磨/撞击/摩擦。',
  P251: '切勿穿孔或焚烧，即使不再使用。',
  P260: '不要吸入粉尘/烟/气体/烟雾/蒸气/喷雾。',
  P261: '避免吸入粉尘/烟/气体/烟雾/蒸气/喷雾。',
  P262: '切勿入眼、接触皮肤或衣服。',
  P263: '怀孕期间和哺乳期间避免接触。',
  P264: '作业后彻底清洗双手和接触部位。',
  P265: '切勿触摸眼睛。',
  P270: '使用本产品时不要进食、饮水或吸烟。',
  P271: '只能在室外或通风良好处使用。',
  P272: '受沾染的工作服不得带出工作场地。',
  P273: '避免释放到环境中。',
  P280: '戴防护手套/穿防护服/戴防护眼罩/戴防护面具/戴听力保护装置。',
  P282: '戴防寒手套和防护面罩或防护眼罩。',
  P283: '穿防火或阻燃服装。',
  P284: '在通风不足的情况下，戴呼吸防护装置。',
  // Response
  P301: '如误吞咽：',
  P302: '如皮肤沾染：',
  P303: '如皮肤（或头发）沾染：',
  P304: '如误吸入：',
  P305: '如进入眼睛：',
  P306: '如沾染衣服：',
  P308: '如接触到或有疑虑：',
  P310: '立即呼叫解毒中心或就医。',
  P311: '呼叫解毒中心或就医。',
  P312: '如感觉不适，呼叫解毒中心或就医。',
  P313: '求医/就诊。',
  P314: '如感觉不适，求医/就诊。',
  P315: '立即求医/就诊。',
  P316: '立即紧急就医。',
  P317: '求医。',
  P318: '如接触到或有疑虑，求医。',
  P319: '如感觉不适，求医。',
  P320: '紧急具体治疗（见本标签上的……）。',
  P321: '具体治疗（见本标签上的……）。',
  P330: '漱口。',
  P331: '不得诱导呕吐。',
  P332: '如发生皮肤刺激：',
  P333: '如发生皮肤刺激或皮疹：',
  P334: '浸入冷水中或用湿绷带包扎。',
  P335: '掸掉皮肤上的细小颗粒。',
  P336: '用微温水解冻冻伤部位。切勿摩擦患处。',
  P337: '如仍觉眼刺激：',
  P338: '如戴隐形眼镜并可方便地取出，取出隐形眼镜。继续冲洗。',
  P340: '将人转移到空气新鲜处，保持呼吸舒适的体位。',
  P342: '如有呼吸系统症状：',
  P351: '用水小心冲洗几分钟。',
  P352: '用大量水清洗。',
  P353: '用水清洗皮肤或淋浴。',
  P354: '立即用水冲洗几分钟。',
  P360: '立即用大量水冲洗沾染的衣服和皮肤，然后脱掉衣服。',
  P361: '立即脱掉所有沾染的衣服。',
  P362: '脱掉沾染的衣服。',
  P363: '沾染的衣服清洗后方可重新使用。',
  P364: '并清洗后方可重新使用。',
  P370: '火灾时：',
  P371: '如遇大火且量大：',
  P372: '有爆炸危险。',
  P373: '火势蔓延到爆炸物时，切勿救火。',
  P375: '因有爆炸危险，须远距离灭火。',
  P376: '如能保证安全，设法堵塞泄漏。',
  P377: '漏气着火：切勿灭火，除非漏气能够安全地制止。',
  P378: '使用……灭火。',
  P380: '撤离现场。',
  P381: '如发生泄漏，消除一切点火源。',
  P390: '吸收溢出物，防止材料损坏。',
  P391: '收集溢出物。',
  // Storage
  P401: '按照……储存。',
  P402: '存放在干燥处。',
  P403: '存放在通风良好处。',
  P404: '存放在密闭容器中。',
  P405: '存放处须加锁。',
  P406: '存放在耐腐蚀/有耐腐蚀内衬的容器中。',
  P407: '垛与垛、盘与盘之间须留有空隙。',
  P410: '防日晒。',
  P411: '存放温度不超过……℃。',
  P412: '切勿暴露在超过 50 ℃ 的温度下。',
  P413: '重量超过……的散装物质，存放温度不超过……℃。',
  P420: '单独存放。',
  // Disposal
  P501: '按照地方/区域/国家/国际规章处置内装物/容器。',
  P502: '咨询制造商或供应商，了解回收或再循环的信息。',
  P503: '咨询制造商或供应商，了解处置、回收或再循环的信息。',
} as const;

export type PrecautionaryCode = keyof typeof PRECAUTIONARY_STATEMENTS;

export function isPrecautionaryCode(code: string): code is PrecautionaryCode {
  return Object.hasOwn(PRECAUTIONARY_STATEMENTS, code);
}

/** `p305+p351+p338` → `P305+P351+P338`; null if any part is no P code. */
export function normalizePrecautionaryStatement(value: string): string | null {
  const parts = value.trim().toUpperCase().split('+');
  return parts.every(isPrecautionaryCode) ? parts.join('+') : null;
}

/** A statement's text: a combination reads as its parts in order. Unknown codes keep just the code. */
export function precautionText(statement: string): string {
  return statement
    .split('+')
    .map((part) => PRECAUTIONARY_STATEMENTS[part as PrecautionaryCode] ?? part)
    .join('');
}
