import type { Mol } from '@rdkit/rdkit';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { structurePictureKey } from './picture-key.ts';
import { rdkit } from './rdkit.ts';

/** The size every depiction is drawn at: cards and the item page scale it, so one file serves all. */
export const PICTURE_WIDTH = 300;
export const PICTURE_HEIGHT = 220;

const UNSAFE = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<iframe|<image|href\s*=/i;

/**
 * RDKit's SVG of a structure, trimmed to sit on a white card: no XML prolog (an `<img>` needs none),
 * no background rectangle, no per-element classes (half the bytes). RDKit draws paths and text only;
 * anything that could script or load is refused rather than stripped, since it would mean the drawing
 * is not what this code expects.
 */
export async function drawStructure(smiles: string): Promise<string> {
  const module = await rdkit();
  const mol = module.get_mol(smiles);
  if (!mol) throw new Error(`cannot draw ${smiles}`);
  try {
    return drawMol(mol);
  } finally {
    mol.delete();
  }
}

/** Atom and bond indexes to colour, as RDKit's `get_substruct_match` gives them. */
export interface Highlights {
  atoms: number[];
  bonds: number[];
}

/**
 * The drawing of a molecule already read, with `highlights` coloured (structure search's match
 * pictures, drawn in its worker); the same size, scale, trimming and refusal as the stored pictures.
 */
export function drawMol(mol: Mol, highlights?: Highlights): string {
  const raw = mol.get_svg_with_highlights(
    JSON.stringify({
      width: PICTURE_WIDTH,
      height: PICTURE_HEIGHT,
      clearBackground: false,
      bondLineWidth: 1.5,
      // One scale for every substance, so methanol is not drawn as large as the card; RDKit still
      // shrinks a molecule that would not fit at it (Coomassie blue).
      fixedBondLength: 48,
      ...(highlights && highlights.atoms.length > 0 ? highlights : {}),
    }),
  );
  const svg = raw
    .replace(/^<\?xml[^>]*>\s*/, '')
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(/\s+xmlns:(?:rdkit|xlink)='[^']*'/g, '')
    .replace(/\s+xml:space='preserve'/, '')
    .replace(/<rect[^>]*\/>\s*/g, '')
    .replace(/\s+class='[^']*'/g, '')
    .replace(/\s+(?=\s)/g, '');
  if (UNSAFE.test(svg) || !svg.startsWith('<svg')) throw new Error('unexpected SVG from RDKit');
  return svg;
}

export interface StructureToDraw {
  inchikey: string;
  smiles: string;
}

/**
 * Draws and stores the pictures of these structures that storage does not hold yet (one per InChIKey),
 * so an import or a re-run seed draws each substance once. Returns how many were drawn.
 */
export async function storeStructurePictures(
  storage: ObjectStorage,
  structures: Iterable<StructureToDraw>,
): Promise<number> {
  const byKey = new Map<string, string>();
  for (const s of structures) byKey.set(structurePictureKey(s.inchikey), s.smiles);
  let drawn = 0;
  for (const [key, smiles] of byKey) {
    if (await storage.head(key)) continue;
    const svg = await drawStructure(smiles);
    await storage.put(key, new TextEncoder().encode(svg), 'image/svg+xml');
    drawn++;
  }
  return drawn;
}
