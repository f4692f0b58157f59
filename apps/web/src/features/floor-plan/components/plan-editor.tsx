import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import {
  FLOOR_GRID_COLUMNS as COLS,
  type FloorTable,
  type GridBox,
  moveBox,
  FLOOR_GRID_ROWS as ROWS,
  resizeBox,
} from '@rpos/domain';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useFloorPlanT } from '../floor-plan-texts';
import { boxPlacement, FloorCanvas, shapeRadius } from './floor-canvas';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Drag {
  id: string;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  start: GridBox;
  cellW: number;
  cellH: number;
}

const boxOf = (t: FloorTable): GridBox => ({ x: t.x, y: t.y, w: t.w, h: t.h });

/**
 * The editable plan of one area: a table is selected by a click or Tab, moved by dragging or the
 * arrow keys, resized by its corner handle or Shift and the arrow keys, and removed with Delete.
 * Each finished move or resize calls onChange once with the new box (kept inside the plan).
 */
export function PlanEditor({
  areaName,
  tables,
  selectedId,
  onSelect,
  onChange,
  onRemove,
}: {
  areaName: string;
  tables: FloorTable[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChange: (id: string, box: GridBox) => void;
  onRemove: (id: string) => void;
}) {
  const t = useFloorPlanT();
  const canvas = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [preview, setPreview] = useState<GridBox | null>(null);

  const startDrag = (e: PointerEvent<HTMLElement>, table: FloorTable, mode: Drag['mode']) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    onSelect(table.id);
    const rect = canvas.current?.getBoundingClientRect();
    const cellW = rect && rect.width > 0 ? rect.width / COLS : 32;
    const cellH = rect && rect.height > 0 ? rect.height / ROWS : 32;
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    setDrag({ id: table.id, mode, startX: e.clientX, startY: e.clientY, start: boxOf(table), cellW, cellH });
    setPreview(boxOf(table));
  };
  const moveDrag = (e: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const dx = Math.round((e.clientX - drag.startX) / drag.cellW);
    const dy = Math.round((e.clientY - drag.startY) / drag.cellH);
    setPreview(drag.mode === 'move' ? moveBox(drag.start, dx, dy) : resizeBox(drag.start, dx, dy));
  };
  const endDrag = () => {
    if (drag && preview) {
      const s = drag.start;
      if (preview.x !== s.x || preview.y !== s.y || preview.w !== s.w || preview.h !== s.h)
        onChange(drag.id, preview);
    }
    setDrag(null);
    setPreview(null);
  };

  const onKey = (e: KeyboardEvent<HTMLElement>, table: FloorTable) => {
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const box = boxOf(table);
      const next = e.shiftKey ? resizeBox(box, arrow[0], arrow[1]) : moveBox(box, arrow[0], arrow[1]);
      onSelect(table.id);
      if (next.x !== box.x || next.y !== box.y || next.w !== box.w || next.h !== box.h)
        onChange(table.id, next);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onRemove(table.id);
    } else if (e.key === 'Escape') onSelect(null);
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id="plan-help" sx={{ mb: 1 }}>
        {t('planHelp')}
      </Typography>
      <FloorCanvas label={t('plan', { area: areaName })} showGrid canvasRef={canvas}>
        {tables.map((table) => {
          const box = drag?.id === table.id && preview ? preview : boxOf(table);
          const selected = table.id === selectedId;
          return (
            <Box key={table.id} sx={{ ...boxPlacement(box), p: '3px' }}>
              <ButtonBase
                focusRipple
                aria-pressed={selected}
                aria-describedby="plan-help"
                aria-label={t('tableLabel', {
                  number: table.tableNumber,
                  seats: table.seats,
                  x: box.x + 1,
                  y: box.y + 1,
                })}
                data-table={table.tableNumber}
                onClick={() => onSelect(table.id)}
                onKeyDown={(e) => onKey(e, table)}
                onPointerDown={(e) => startDrag(e, table, 'move')}
                onPointerMove={moveDrag}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                sx={{
                  width: '100%',
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderRadius: shapeRadius(table.shape),
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'grey.500',
                  bgcolor: selected ? 'rgba(63, 81, 181, 0.12)' : 'background.paper',
                  cursor: drag ? 'grabbing' : 'grab',
                  '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.dark', outlineOffset: 2 },
                }}
              >
                <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.1 }} noWrap>
                  {table.tableNumber}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary" noWrap>
                  {table.seats}
                </Typography>
              </ButtonBase>
              {selected ? (
                <Box
                  role="presentation"
                  title={t('resize', { number: table.tableNumber })}
                  onPointerDown={(e) => startDrag(e, table, 'resize')}
                  onPointerMove={moveDrag}
                  onPointerUp={endDrag}
                  onPointerCancel={endDrag}
                  sx={{
                    position: 'absolute',
                    right: -2,
                    bottom: -2,
                    width: 14,
                    height: 14,
                    bgcolor: 'primary.main',
                    borderRadius: 0.5,
                    cursor: 'nwse-resize',
                  }}
                />
              ) : null}
            </Box>
          );
        })}
      </FloorCanvas>
    </Box>
  );
}
