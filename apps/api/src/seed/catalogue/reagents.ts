import { withPrecautions } from './precautions.ts';
import { acidsAldehydes } from './reagents-acids-aldehydes.ts';
import { alcoholsKetonesNitriles } from './reagents-alcohols-ketones-nitriles.ts';
import { analyticalReagents } from './reagents-analytical.ts';
import { biochemicals } from './reagents-biochemicals.ts';
import { ethersEsters } from './reagents-ethers-esters.ts';
import { hydrocarbons } from './reagents-hydrocarbons.ts';
import { inorganicOther } from './reagents-inorganic-other.ts';
import { inorganicSalts } from './reagents-inorganic-salts.ts';
import { molecularBiology } from './reagents-molecular-biology.ts';
import { nitrogenCompounds } from './reagents-nitrogen.ts';
import { phenolsDeuterated } from './reagents-phenols-deuterated.ts';
import type { ReagentFact } from './types.ts';

/** Every demo substance, in a fixed order (the order fixes their 货号). */
export const demoReagents: readonly ReagentFact[] = withPrecautions([
  ...alcoholsKetonesNitriles,
  ...hydrocarbons,
  ...ethersEsters,
  ...acidsAldehydes,
  ...nitrogenCompounds,
  ...phenolsDeuterated,
  ...inorganicSalts,
  ...inorganicOther,
  ...analyticalReagents,
  ...biochemicals,
  ...molecularBiology,
]);
