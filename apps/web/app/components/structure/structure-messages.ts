import type { PostAnswer } from '@labmall/contract';
import { SIMILARITY_MIN } from '@labmall/contract/structure-limits';

export type StructureAnswer = PostAnswer<'/product/structure'>;
export type StructureCard = StructureAnswer['list'][number];

/** The texts of /structure: the query form, the editor and the results. */
export const structureMessages = {
  title: '结构式搜索',
  description:
    '粘贴 SMILES 或 molfile，或在线绘制结构式，按精确结构、子结构或相似度（Tanimoto）搜索试剂，结果中高亮匹配部分。',
  form: '结构式查询',
  query: '结构式（SMILES 或 molfile）',
  placeholder: '粘贴 SMILES，如 c1ccccc1[N+](=O)[O-]，或 molfile',
  mode: '搜索方式',
  modeHints: {
    exact: '结构完全相同',
    substructure: '包含该结构',
    similarity: '结构相似',
  },
  threshold: '最低相似度',
  percent: (value: number) => `${Math.round(value * 100)}%`,
  thresholdHint: `${Math.round(SIMILARITY_MIN * 100)}%–100%，越高越相似`,
  submit: '搜索',
  emptyQuery: '请粘贴 SMILES 或 molfile，或绘制结构式后再搜索',
  draw: '绘制结构式',
  closeEditor: '收起编辑器',
  editor: '结构式编辑器',
  editorLoading: '正在加载结构式编辑器…',
  editorFailed: '结构式编辑器加载失败，请刷新页面重试，或直接粘贴 SMILES。',
  editorHint: '在画板中绘制结构，绘制结果会自动填入上方的查询框。',
  searchDrawn: '用绘制的结构搜索',
  editorEmpty: '画板为空，请先绘制结构式',
  yourQuery: '查询结构',
  queryPicture: '查询结构式',
  formula: '分子式',
  smiles: 'SMILES',
  results: '搜索结果',
  count: (total: number, capped: boolean) => (capped ? `已找到 ${total} 件以上商品` : `共 ${total} 件商品`),
  none: '没有找到匹配该结构的商品。',
  noneHints: {
    exact: '可以改用“子结构”或“相似”搜索，找含有该结构或结构相近的商品。',
    substructure: '可以改用“相似”搜索，或画得更简单一些（如只保留关键官能团）。',
    similarity: '可以调低最低相似度再试。',
  },
  similarity: '相似度',
  invalid: '无法搜索该结构',
  failed: '结构式搜索暂时不可用，请稍后再试。',
  /** The answer's SVG in an <img>: the name says what it is, the highlight is the searched part. */
  matchAlt: (name: string) => name,
  intro: '试剂卡片上的高亮部分即与查询结构匹配的部分。',
} as const;
