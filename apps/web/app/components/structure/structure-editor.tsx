import { CanvasEditor, Molecule } from 'openchemlib';
import { useEffect, useRef, useState } from 'react';
import { smilesOfDrawing } from './editor-output';
import { structureMessages as t } from './structure-messages';
import { isMolfile } from './structure-query';

/** The query box's structure on the canvas, when it reads; the editor starts empty otherwise. */
function moleculeOf(text: string): Molecule | null {
  const source = text.trim();
  if (!source) return null;
  try {
    return isMolfile(source) ? Molecule.fromMolfile(source) : Molecule.fromSmiles(source);
  } catch {
    return null;
  }
}

/**
 * OpenChemLib's canvas editor (ADR 0060), loaded only on /structure. Every change the buyer draws is
 * written into the query box as SMILES; 用绘制的结构搜索 searches it at once. The server reads the
 * SMILES with RDKit, so OpenChemLib only draws: its lenient parser never decides what is searched.
 */
export default function StructureEditor({
  initial,
  onDrawn,
  onSearch,
}: {
  initial: string;
  onDrawn: (smiles: string) => void;
  onSearch: (smiles: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CanvasEditor | null>(null);
  const [empty, setEmpty] = useState(false);
  // The box's text when the editor opened: later typing in the box does not redraw the canvas.
  const [start] = useState(initial);
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;

  useEffect(() => {
    if (!host.current) return;
    const canvas = new CanvasEditor(host.current, { initialMode: 'molecule' });
    const molecule = moleculeOf(start);
    if (molecule) canvas.setMolecule(molecule);
    canvas.setOnChangeListener(({ isUserEvent }) => {
      if (!isUserEvent) return;
      setEmpty(false);
      drawn.current(smilesOfDrawing(canvas.getMolecule()));
    });
    editor.current = canvas;
    return () => {
      editor.current = null;
      canvas.destroy();
    };
  }, [start]);

  const searchDrawn = () => {
    const smiles = editor.current ? smilesOfDrawing(editor.current.getMolecule()) : '';
    setEmpty(!smiles);
    if (!smiles) return;
    drawn.current(smiles);
    onSearch(smiles);
  };

  return (
    <div className="lm-structure-editor">
      <p className="lm-structure-editor__hint">{t.editorHint}</p>
      <div ref={host} className="lm-structure-editor__canvas" role="application" aria-label={t.editor} />
      <div className="lm-structure-editor__actions">
        <button type="button" className="lm-structure-form__submit" onClick={searchDrawn}>
          {t.searchDrawn}
        </button>
        {empty && (
          <span className="lm-structure-form__missing" role="alert">
            {t.editorEmpty}
          </span>
        )}
      </div>
    </div>
  );
}
