import Box from '@mui/material/Box';
import {
  FLOOR_GRID_COLUMNS as COLS,
  type GridBox,
  FLOOR_GRID_ROWS as ROWS,
  type TableShape,
} from '@rpos/domain';
import type { ReactNode, Ref } from 'react';

/** Where a box of grid cells sits on the plan, in percent of the plan (it scales with the screen). */
export function boxPlacement(b: GridBox) {
  return {
    position: 'absolute',
    left: `${(b.x / COLS) * 100}%`,
    top: `${(b.y / ROWS) * 100}%`,
    width: `${(b.w / COLS) * 100}%`,
    height: `${(b.h / ROWS) * 100}%`,
  } as const;
}

/** The corner radius of a table of this shape. */
export function shapeRadius(shape: TableShape): string | number {
  return shape === 'round' ? '50%' : 2;
}

/**
 * An area's plan: a 24 × 16 grid kept in proportion, scrolled sideways on a narrow screen; its
 * children place themselves with boxPlacement. `showGrid` draws the cells (the editor).
 */
export function FloorCanvas({
  label,
  showGrid = false,
  minWidth = 600,
  canvasRef,
  children,
}: {
  label: string;
  showGrid?: boolean;
  /** Narrower screens scroll sideways rather than shrink the plan below this (px). */
  minWidth?: number;
  canvasRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <Box sx={{ overflowX: 'auto', pb: 1 }}>
      <Box
        ref={canvasRef}
        role="group"
        aria-label={label}
        sx={{
          position: 'relative',
          minWidth,
          aspectRatio: `${COLS} / ${ROWS}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
          touchAction: 'none',
          ...(showGrid
            ? {
                backgroundImage:
                  'linear-gradient(to right, rgba(0,0,0,0.06) 1px, transparent 1px), linear-gradient(to bottom, rgba(0,0,0,0.06) 1px, transparent 1px)',
                backgroundSize: `${100 / COLS}% ${100 / ROWS}%`,
              }
            : {}),
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
