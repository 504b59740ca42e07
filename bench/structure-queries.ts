import type { StructureMode } from '@labmall/contract/structure-search';

/**
 * The relevance set of structure search (issue 37): queries a chemist would draw, against the demo
 * catalogue, each with what its answer must hold. Names are product names (one substance sells under
 * several grades, so an answer is read as its distinct names in order). Checked against RDKit itself over
 * the demo's SMILES by structure-queries.test.ts, so an expectation here is chemistry, not a guess.
 *
 * A query is read as a molecule (SMILES or molfile), not as SMARTS: its hydrogens and aromaticity of
 * single atoms are not constraints, a charge is. Expectations avoid what a SMARTS reading would change
 * (an aliphatic `C` meeting an aromatic carbon); similarity ones leave a margin of at least 0.05 to the
 * next name, for a store whose Morgan fingerprints differ a little in their settings.
 */
export interface StructureCase {
  mode: StructureMode;
  query: string;
  /** Similarity mode's lowest Tanimoto; the contract's default (0.6) when absent. */
  threshold?: number;
  /** The first distinct name of the answer. */
  first?: string;
  /** Each among the first `within` distinct names (default: first plus these). */
  top?: string[];
  within?: number;
  include?: string[];
  exclude?: string[];
  /** The answer must be empty. */
  none?: boolean;
  why: string;
}

const ACETONITRILE_MOLFILE = [
  '',
  '     RDKit          2D',
  '',
  '  3  2  0  0  0  0  0  0  0  0999 V2000',
  '    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0',
  '    1.2990    0.7500    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0',
  '    2.5981    1.5000    0.0000 N   0  0  0  0  0  0  0  0  0  0  0  0',
  '  1  2  1  0',
  '  2  3  3  0',
  'M  END',
  '',
].join('\n');

export const STRUCTURE_CASES: StructureCase[] = [
  // 精确: by InChIKey, so any drawing of the same structure, and nothing but it.
  {
    mode: 'exact',
    query: 'CC#N',
    first: '乙腈',
    exclude: ['氘代乙腈', '丙烯腈', '苯甲腈'],
    why: "the issue's example; CD3CN is another InChIKey",
  },
  {
    mode: 'exact',
    query: ACETONITRILE_MOLFILE,
    first: '乙腈',
    exclude: ['氘代乙腈'],
    why: 'a molfile (as the editor sends) finds what its SMILES finds',
  },
  {
    mode: 'exact',
    query: 'OCC',
    first: '无水乙醇',
    exclude: ['甲醇', '正丙醇'],
    why: 'ethanol written back to front is still ethanol',
  },
  {
    mode: 'exact',
    query: 'C1=CC=CC=C1',
    first: '苯',
    exclude: ['甲苯', '环己烷'],
    why: 'Kekulé benzene is the aromatic one',
  },
  {
    mode: 'exact',
    query: 'c1ccc(O)cc1',
    first: '苯酚',
    exclude: ['苯甲醇', '苯甲醚'],
    why: 'phenol drawn from another atom',
  },
  {
    mode: 'exact',
    query: 'OC(=O)c1ccccc1',
    first: '苯甲酸',
    exclude: ['苯甲酸甲酯', '苯甲酰胺'],
    why: 'benzoic acid, not its ester or amide',
  },
  {
    mode: 'exact',
    query: '[Cl-].[Na+]',
    first: '氯化钠',
    exclude: ['氯化钾', '氯化锂'],
    why: 'a salt by both ions, in any order',
  },
  {
    mode: 'exact',
    query: '[Cu+2].[O-]S([O-])(=O)=O',
    first: '无水硫酸铜',
    exclude: ['五水硫酸铜'],
    why: 'the anhydrous salt is not its pentahydrate',
  },
  {
    mode: 'exact',
    query: 'OC(=O)CC(O)(CC(=O)O)C(=O)O',
    first: '无水柠檬酸',
    exclude: ['一水柠檬酸', '二水柠檬酸三钠'],
    why: 'citric acid, not its hydrate nor its salt',
  },
  {
    mode: 'exact',
    query: 'OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O',
    first: '无水葡萄糖',
    exclude: ['D-半乳糖'],
    why: 'glucose and galactose differ only at C4: the InChIKey keeps stereo',
  },
  {
    mode: 'exact',
    query: 'C[C@H](N)C(=O)O',
    first: 'L-丙氨酸',
    why: 'L-alanine from the other end keeps its configuration',
  },
  {
    mode: 'exact',
    query: 'C[C@@H](N)C(=O)O',
    none: true,
    why: 'D-alanine is not sold: the mirror image must not answer L',
  },
  {
    mode: 'exact',
    query: 'OC(=O)/C=C\\C(=O)O',
    first: '马来酸',
    exclude: ['富马酸'],
    why: 'cis and trans butenedioic acid are two products',
  },
  {
    mode: 'exact',
    query: 'CC(C)(C)OC',
    first: '甲基叔丁基醚',
    exclude: ['正丁醚', '乙醚'],
    why: 'MTBE, not the other ethers',
  },

  // 子结构: every product that contains the query.
  {
    mode: 'substructure',
    query: 'c1ccccc1',
    include: ['苯', '甲苯', '苯酚', '萘', '苯甲酸'],
    exclude: ['环己烷', '甲基环己烷', '环己醇', '正己烷', '哌啶'],
    why: 'a benzene ring: aromatic products, no saturated six-rings',
  },
  {
    mode: 'substructure',
    query: 'C#N',
    include: ['乙腈', '苯甲腈', '丙烯腈', '丙二腈', '氘代乙腈'],
    exclude: ['乙酰胺', '甲酰胺', '吡啶'],
    why: 'the nitrile group; CD3CN contains it too',
  },
  {
    mode: 'substructure',
    query: 'c1ccccc1[N+](=O)[O-]',
    include: ['硝基苯', '对硝基苯胺', '对硝基苯酚', '2,4-二硝基苯肼', '氯霉素'],
    exclude: ['硝基甲烷', '硝酸钾', '苯胺'],
    why: "nitroaromatics (the issue's done-when); nitromethane is not aromatic, nitrate not nitro",
  },
  {
    mode: 'substructure',
    query: 'CC(=O)O',
    include: ['冰乙酸', '丙酸', '苯乙酸', '乙酸乙酯'],
    exclude: ['丙酮', '乙醛', '无水乙醇'],
    why: 'an acyl-oxygen: acids and esters, not ketones, aldehydes or alcohols',
  },
  {
    mode: 'substructure',
    query: 'Oc1ccccc1',
    include: ['苯酚', '邻甲酚', '对苯二酚', '水杨酸', '1-萘酚', 'L-酪氨酸'],
    exclude: ['苯甲醇', '苯乙醇', '环己醇'],
    why: 'an oxygen on a benzene ring; benzyl alcohols have a CH2 between',
  },
  {
    mode: 'substructure',
    query: 'Nc1ccccc1',
    include: ['苯胺', '对甲苯胺', 'N,N-二甲基苯胺', '二苯胺', '乙酰苯胺'],
    exclude: ['苄胺', '环己胺', '苯'],
    why: 'anilines: nitrogen on the ring, not on a CH2 (benzylamine) or a saturated ring',
  },
  {
    mode: 'substructure',
    query: 'c1ccncc1',
    include: ['吡啶', '2-甲基吡啶', '4-二甲氨基吡啶', '烟酸', '喹啉', "2,2'-联吡啶"],
    exclude: ['哌啶', '吡咯', '苯', '咪唑'],
    why: 'the pyridine ring, not piperidine (saturated) nor five-rings',
  },
  {
    mode: 'substructure',
    query: 'Clc1ccccc1',
    include: ['氯苯', '邻二氯苯'],
    exclude: ['苄氯', '二氯甲烷', '苯'],
    why: 'chlorobenzenes; benzyl chloride has Cl on carbon',
  },
  {
    mode: 'substructure',
    query: 'Brc1ccccc1',
    include: ['溴苯', '溴酚蓝', '溴甲酚绿'],
    exclude: ['溴乙烷', '1-溴丁烷', '四丁基溴化铵'],
    why: 'aryl bromides (the bromo dyes too), not alkyl bromides or bromide salts',
  },
  {
    mode: 'substructure',
    query: 'CS(=O)(=O)O',
    include: ['甲磺酸', '三氟甲磺酸', '牛磺酸', 'HEPES', 'MES 一水合物', '己烷磺酸钠'],
    exclude: ['十二烷基硫酸钠', '硫酸', '二甲基亚砜', '环丁砜'],
    why: 'sulfonic acids and sulfonates (C–S), not sulfate esters (C–O–S), sulfoxides or sulfones',
  },
  {
    mode: 'substructure',
    query: 'NCC(=O)O',
    include: ['甘氨酸', 'L-丙氨酸', 'L-苯丙氨酸', 'L-脯氨酸', 'L-色氨酸'],
    exclude: ['β-丙氨酸', 'γ-氨基丁酸', '乙醇胺', '冰乙酸'],
    why: 'α-amino acids; β-alanine and GABA have the N further away',
  },
  {
    mode: 'substructure',
    query: '[O-]S([O-])(=O)=O',
    include: ['无水硫酸钠', '硫酸钾', '五水硫酸铜', '硫酸铵'],
    exclude: ['一水硫酸氢钠', '无水亚硫酸钠', '五水硫代硫酸钠', '过硫酸铵', '十二烷基硫酸钠', '硫酸'],
    why: 'salts by their anion: sulfates, not bisulfate, sulfite, thiosulfate, persulfate or sulfate esters',
  },
  {
    mode: 'substructure',
    query: '[O-][N+]([O-])=O',
    include: ['硝酸钾', '硝酸银', '硝酸铵', '九水硝酸铁'],
    exclude: ['亚硝酸钠', '硝酸', '硝基苯', '硝基甲烷'],
    why: 'nitrates, not nitrite, nitric acid itself or nitro compounds',
  },
  {
    mode: 'substructure',
    query: '[O-]C([O-])=O',
    include: ['无水碳酸钠', '无水碳酸钾', '碳酸钙', '碳酸锂', '碳酸铯'],
    exclude: ['碳酸氢钠', '碳酸氢铵', '碳酸二甲酯', '草酸钠'],
    why: 'carbonates, not bicarbonates, carbonate esters or oxalates',
  },
  {
    mode: 'substructure',
    query: 'CC(=O)[O-]',
    include: ['无水乙酸钠', '乙酸铵', '乙酸钾', '二水乙酸锌'],
    exclude: ['冰乙酸', '乙酸乙酯', '乙酸酐'],
    why: 'carboxylate salts such as the acetates, not the free acid, its ester or anhydride',
  },
  {
    mode: 'substructure',
    query: 'C1CO1',
    include: ['环氧丙烷', '环氧氯丙烷'],
    exclude: ['四氢呋喃', '乙醚', '1,4-二氧六环'],
    why: 'epoxides: the three-ring, not larger cyclic ethers',
  },
  {
    mode: 'substructure',
    query: 'c1ccoc1',
    include: ['呋喃', '糠醇', '糠醛'],
    exclude: ['四氢呋喃', '2-甲基四氢呋喃'],
    why: 'aromatic furans, not their saturated rings',
  },
  {
    mode: 'substructure',
    query: 'c1ccsc1',
    include: ['噻吩'],
    exclude: ['环丁砜', '苯'],
    why: 'thiophene; sulfolane is a saturated S ring',
  },
  {
    mode: 'substructure',
    query: 'c1ccc2ccccc2c1',
    include: ['萘', '1-萘酚', '2-萘酚', '蒽', '菲'],
    exclude: ['四氢萘', '联苯', '苯'],
    why: 'fused naphthalene; tetralin has one aromatic ring, biphenyl two apart',
  },
  {
    mode: 'substructure',
    query: 'c1ccc2[nH]ccc2c1',
    include: ['吲哚', 'L-色氨酸'],
    exclude: ['吡咯', 'L-苯丙氨酸'],
    why: 'the indole of tryptophan; pyrrole alone is not indole',
  },
  {
    mode: 'substructure',
    query: 'C1COCCN1',
    include: ['吗啉', 'MES 一水合物', 'MOPS'],
    exclude: ['1,4-二氧六环', '哌嗪', '哌啶'],
    why: "morpholine and the Good's buffers built on it",
  },
  {
    mode: 'substructure',
    query: 'C1CNCCN1',
    include: ['哌嗪', 'HEPES', 'PIPES'],
    exclude: ['吗啉', '哌啶', '乙二胺'],
    why: 'piperazine and HEPES/PIPES; open-chain ethylenediamine is not a ring',
  },
  {
    mode: 'substructure',
    query: 'C=CC(=O)O',
    include: ['丙烯酸', '丙烯酸甲酯', '甲基丙烯酸甲酯', '肉桂酸'],
    exclude: ['丙酸', '乙酸乙烯酯', '苯乙烯'],
    why: 'α,β-unsaturated acids and esters; vinyl acetate has its C=C on the oxygen',
  },
  {
    mode: 'substructure',
    query: 'ClCCl',
    include: ['二氯甲烷', '三氯甲烷', '四氯化碳', '三氯乙酸'],
    exclude: ['1,2-二氯乙烷', '氯苯', '氯乙酸'],
    why: 'geminal dichlorides; 1,2-dichloroethane has its Cl on two carbons',
  },
  {
    mode: 'substructure',
    query: 'FC(F)F',
    include: ['三氟乙酸', '三氟甲磺酸', '六氟异丙醇'],
    exclude: ['氟化钠', '苯甲基磺酰氟'],
    why: 'the CF3 group; fluoride salts and S–F are not it',
  },
  {
    mode: 'substructure',
    query: 'C[N+](C)(C)C',
    include: ['四甲基氢氧化铵', '四丁基溴化铵', '十六烷基三甲基溴化铵'],
    exclude: ['三乙胺', '氯化铵', '四甲基乙二胺'],
    why: 'quaternary ammonium salts, not tertiary amines nor NH4+',
  },
  {
    mode: 'substructure',
    query: 'c1ncc[nH]1',
    include: ['咪唑', 'L-组氨酸'],
    exclude: ['吡咯', '吡啶', '吡咯烷'],
    why: 'the imidazole ring of histidine',
  },
  {
    mode: 'substructure',
    query: 'NC(N)=O',
    include: ['尿素'],
    exclude: ['硫脲', '乙酰胺', '甲酰胺'],
    why: 'urea; thiourea has S, amides one N',
  },
  {
    mode: 'substructure',
    query: 'OC1COCC(O)C1O',
    include: ['无水葡萄糖', 'D-木糖', '蔗糖', '乳糖一水合物'],
    exclude: ['D-果糖', 'D-山梨醇', '肌醇'],
    why: 'pyranose sugars; open-chain fructose, sorbitol and carbocyclic inositol are not',
  },
  {
    mode: 'substructure',
    query: 'CSSC',
    include: ['L-胱氨酸'],
    exclude: ['L-半胱氨酸', 'L-甲硫氨酸'],
    why: 'a disulfide: cystine, not its thiol cysteine or the thioether methionine',
  },

  // 相似: Tanimoto on Morgan fingerprints, best first.
  {
    mode: 'similarity',
    query: 'CCO',
    threshold: 0.3,
    first: '无水乙醇',
    top: ['正丙醇', '正丁醇'],
    within: 4,
    exclude: ['苯', '冰乙酸'],
    why: "ethanol: the lower alcohols first (issue's example); methanol scores only 0.29 on Morgan bits",
  },
  {
    mode: 'similarity',
    query: 'Cc1ccccc1',
    threshold: 0.4,
    first: '甲苯',
    top: ['对二甲苯', '间二甲苯', '邻二甲苯'],
    exclude: ['甲基环己烷'],
    why: 'toluene: the xylenes next, not its saturated ring',
  },
  {
    mode: 'similarity',
    query: 'CCCCCC',
    threshold: 0.5,
    first: '正己烷',
    top: ['正庚烷', '正辛烷', '正癸烷', '正十二烷', '正十六烷', '正戊烷'],
    exclude: ['环己烷', '苯'],
    why: 'n-hexane: the n-alkanes first, cyclohexane is not a chain',
  },
  {
    mode: 'similarity',
    query: 'CCOC(C)=O',
    threshold: 0.5,
    first: '乙酸乙酯',
    top: ['草酸二乙酯', '乙酸正丙酯'],
    within: 5,
    exclude: ['乙醚', '丙酮'],
    why: 'ethyl acetate: other ethyl and acetate esters first',
  },
  {
    mode: 'similarity',
    query: 'N[C@@H](C)C(=O)O',
    threshold: 0.45,
    first: 'L-丙氨酸',
    top: ['L-缬氨酸', 'L-苏氨酸'],
    within: 4,
    exclude: ['甘氨酸', '丙酸'],
    why: 'alanine: branched amino acids next',
  },
  {
    mode: 'similarity',
    query: 'Oc1ccccc1',
    threshold: 0.45,
    first: '苯酚',
    top: ['对苯二酚', '间苯二酚', '邻苯二酚'],
    exclude: ['环己醇'],
    why: 'phenol: the dihydroxybenzenes next',
  },
  {
    mode: 'similarity',
    query: 'c1ccc2ccccc2c1',
    threshold: 0.4,
    first: '萘',
    top: ['蒽', '菲', '2-萘酚'],
    exclude: ['四氢萘', '苯'],
    why: 'naphthalene: the larger fused arenes and naphthol next',
  },
  {
    mode: 'similarity',
    query: 'CC(=O)Oc1ccccc1C(=O)O',
    threshold: 0.4,
    top: ['邻苯二甲酸', '水杨酸'],
    within: 4,
    exclude: ['冰乙酸', '苯'],
    why: 'aspirin is not sold: its nearest are the o-substituted benzoic acids, salicylic acid among them',
  },
  {
    mode: 'similarity',
    query: 'CC(=O)Nc1ccc(O)cc1',
    threshold: 0.5,
    first: '乙酰苯胺',
    exclude: ['苯酚', '乙酰胺'],
    why: 'paracetamol is not sold: acetanilide is its nearest',
  },
  {
    mode: 'similarity',
    query: 'OCCN1CCN(CCS(=O)(=O)O)CC1',
    threshold: 0.5,
    first: 'HEPES',
    top: ['PIPES'],
    exclude: ['哌嗪', 'Tricine'],
    why: 'HEPES: PIPES (same piperazine ethanesulfonic acid) next',
  },
  {
    mode: 'similarity',
    query: 'OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O',
    threshold: 0.5,
    top: ['无水葡萄糖', 'D-半乳糖'],
    exclude: ['D-果糖', '肌醇'],
    why: 'glucose: itself and galactose (the same bits without stereo) first, then glucose disaccharides',
  },
];
