import type { ControlledClass } from '../../catalogue/import/controlled-classes.ts';
import type { HazardCode } from '../../catalogue/import/hazard-statements.ts';
import type { PackTier } from './packs.ts';
import type { StorageCode } from './storage.ts';

/** Hand-curated facts about one substance: one row of a reagent table. */
export interface ReagentFact {
  cas: string;
  name: string;
  nameEn: string;
  /** Null for mixtures and polymers (淀粉, 琼脂糖, Triton X-100) and for enzymes. */
  formula: string | null;
  mw: number | null;
  /** Grade codes (AR, HPLC …) or purities (98%): one product each. */
  grades: string[];
  tier: PackTier;
  storage: StorageCode;
  hazards: HazardCode[];
  /** Classes beyond 危险化学品 (which follows from the hazards): 易制毒, 易制爆, 剧毒. */
  controlled: ControlledClass[];
  synonyms: string[];
  /** Concentration or assay where the grade alone does not say it (盐酸 36%~38%). */
  assay: string | null;
  category: string;
  /** The structure, where the substance has a single one (not mixtures, polymers, proteins). */
  smiles?: string;
  /** GHS P codes from the substance's SDS (precautions.ts), where the demo has them. */
  precautions?: string[];
}
