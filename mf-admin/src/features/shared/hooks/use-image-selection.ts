import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductImage } from '@shop/contracts';
import { imageCount, selectionOf, type ImageSelection } from '../utils/image-selection';
import { imageSelectionProblem, type ImageMessages } from '../utils/image-rules';

let nextKey = 0;

/**
 * The image picker's state: picks are checked against the rules of `messages` and get a preview
 * address, released again when the image is dropped or the form goes away.
 */
export function useImageSelection(
  existing: ProductImage[] | undefined,
  messages: ImageMessages,
): ImageSelectionState {
  const [selection, setSelection] = useState(() => selectionOf(existing));
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useRef(new Set<string>());

  const release = (preview: string) => {
    URL.revokeObjectURL(preview);
    previews.current.delete(preview);
  };

  useEffect(() => {
    const held = previews.current;
    return () => held.forEach((preview) => URL.revokeObjectURL(preview));
  }, []);

  const addFiles = (files: File[]) => {
    const refused = imageSelectionProblem(files, imageCount(selection), messages);
    setProblem(refused);
    if (refused || files.length === 0) return;
    const added = files.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextKey += 1;
      return { key: `new-${nextKey}`, file, preview };
    });
    setSelection((current) => ({ ...current, added: [...current.added, ...added] }));
  };

  const dropNew = (key: string) => {
    const image = selection.added.find((candidate) => candidate.key === key);
    if (image) release(image.preview);
    setProblem(null);
    setSelection((current) => ({
      ...current,
      added: current.added.filter((candidate) => candidate.key !== key),
    }));
  };

  const toggleRemoval = (id: string) => {
    setProblem(null);
    setSelection((current) => ({
      ...current,
      removedIds: current.removedIds.includes(id)
        ? current.removedIds.filter((removed) => removed !== id)
        : [...current.removedIds, id],
    }));
  };

  const choosePrimary = (key: string) =>
    setSelection((current) => ({ ...current, primaryKey: key }));

  /** Drops every pick; `existing` are the product's images as read again, if any. */
  const reset = useCallback((existing?: ProductImage[]) => {
    previews.current.forEach((preview) => URL.revokeObjectURL(preview));
    previews.current.clear();
    setProblem(null);
    setSelection(selectionOf(existing));
  }, []);

  /**
   * The product's images as read again, the picks kept: new files stay, removals of images still
   * there stay, and a primary the admin chose stays (else the product's own).
   */
  const refresh = useCallback((existing: ProductImage[] = []) => {
    setProblem(null);
    setSelection((current) => {
      const fresh = selectionOf(existing);
      const ids = new Set(existing.map((image) => image._id));
      const openedPrimary = current.existing.find((image) => image.isPrimary)?._id ?? null;
      const chosen = current.primaryKey;
      const chosenStays =
        chosen !== openedPrimary &&
        (ids.has(chosen ?? '') || current.added.some((image) => image.key === chosen));
      return {
        ...fresh,
        removedIds: current.removedIds.filter((id) => ids.has(id)),
        added: current.added,
        primaryKey: chosenStays ? chosen : fresh.primaryKey,
      };
    });
  }, []);

  return {
    selection,
    problem,
    setProblem,
    addFiles,
    dropNew,
    toggleRemoval,
    choosePrimary,
    reset,
    refresh,
  };
}

export interface ImageSelectionState {
  selection: ImageSelection;
  problem: string | null;
  setProblem: (problem: string | null) => void;
  addFiles: (files: File[]) => void;
  dropNew: (key: string) => void;
  toggleRemoval: (id: string) => void;
  choosePrimary: (key: string) => void;
  reset: (existing?: ProductImage[]) => void;
  refresh: (existing?: ProductImage[]) => void;
}
