import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useEditorT } from './editor-t';

export interface SortableEntry {
  id: string;
  name: string;
}

/**
 * A vertical list reordered by dragging its handle (pointer, or keyboard: focus the handle, Space,
 * arrows, Space) or by the move up / move down buttons. Calls onReorder with the new ids.
 */
export function SortableList<T extends SortableEntry>({
  entries,
  onReorder,
  disabled,
  render,
}: {
  entries: T[];
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
  render: (entry: T, controls: ReactNode) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = entries.map((e) => e.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {entries.map((entry, index) => (
          <SortableRow
            key={entry.id}
            entry={entry}
            disabled={disabled}
            first={index === 0}
            last={index === entries.length - 1}
            onMove={(delta) => move(index, index + delta)}
            render={render}
          />
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow<T extends SortableEntry>({
  entry,
  disabled,
  first,
  last,
  onMove,
  render,
}: {
  entry: T;
  disabled?: boolean;
  first: boolean;
  last: boolean;
  onMove: (delta: number) => void;
  render: (entry: T, controls: ReactNode) => ReactNode;
}) {
  const t = useEditorT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entry.id, disabled });
  const controls = (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={t('dragHandle', { name: entry.name })}
        sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('moveUp', { name: entry.name })}
        disabled={disabled || first}
        onClick={() => onMove(-1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('moveDown', { name: entry.name })}
        disabled={disabled || last}
        onClick={() => onMove(1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
  return (
    <Box
      ref={setNodeRef}
      data-sortable-id={entry.id}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      {render(entry, controls)}
    </Box>
  );
}
