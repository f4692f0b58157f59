import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useDeleteMenuItemImage } from '../../api/menu-editor-delete-image';
import { useUploadMenuItemImage } from '../../api/menu-editor-upload-image';
import { cropToJpeg, MAX_ZOOM, MIN_ZOOM } from './crop-image';
import { useEditorT } from './editor-t';

/**
 * §4 crop dialog: choose a file, crop to a square (zoom 0.01 to 5), upload as a 400x400 JPEG;
 * closes 1 s after success. Loaded with the dialog (react-easy-crop stays out of other chunks).
 */
export default function ImageCropDialog({
  menuId,
  categoryId,
  itemId,
  itemName,
  hasImage,
  onClose,
}: {
  menuId: string;
  categoryId: string;
  itemId: string;
  itemName: string;
  hasImage: boolean;
  onClose: () => void;
}) {
  const t = useEditorT();
  const id = useId();
  const upload = useUploadMenuItemImage(menuId);
  const remove = useDeleteMenuItemImage(menuId);
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onClose, 1000);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

  const busy = upload.isPending || remove.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {t('cropTitle')}: {itemName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <div>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              aria-label={t('chooseFile')}
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                if (!/^image\/(png|jpe?g)$/.test(file.type)) {
                  setError(t('invalidImage'));
                  return;
                }
                setError(null);
                setZoom(1);
                setCrop({ x: 0, y: 0 });
                setSrc(URL.createObjectURL(file));
              }}
            />
            <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={busy}>
              {t('chooseFile')}
            </Button>
          </div>
          {src ? (
            <>
              <Box sx={{ position: 'relative', width: '100%', height: 320, bgcolor: 'grey.900' }}>
                <Cropper
                  image={src}
                  crop={crop}
                  zoom={zoom}
                  minZoom={MIN_ZOOM}
                  maxZoom={MAX_ZOOM}
                  aspect={1}
                  restrictPosition={false}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_a, pixels) => setArea(pixels)}
                />
              </Box>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography id={`${id}-zoom`} variant="body2">
                  {t('zoom')}
                </Typography>
                <Slider
                  aria-labelledby={`${id}-zoom`}
                  min={MIN_ZOOM}
                  max={MAX_ZOOM}
                  step={0.01}
                  value={zoom}
                  onChange={(_e, v) => setZoom(v as number)}
                />
              </Stack>
            </>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          {done ? <Alert severity="success">{t('uploaded')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {hasImage && !src ? (
          <Button
            color="error"
            disabled={busy || done}
            onClick={() =>
              remove.mutate(
                { categoryId, menuItemId: itemId },
                { onSuccess: onClose, onError: () => setError(t('deleteFailed')) },
              )
            }
          >
            {t('removeImage')}
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={busy}>
          {t('close')}
        </Button>
        <Button
          variant="contained"
          disabled={!src || !area || busy || done}
          onClick={async () => {
            if (!src || !area) return;
            setError(null);
            try {
              const image = await cropToJpeg(src, area);
              await upload.mutateAsync({ categoryId, menuItemId: itemId, image });
              setDone(true);
            } catch (e) {
              setError(e instanceof Error && e.message.length > 12 ? e.message : t('uploadFailed'));
            }
          }}
        >
          {busy ? t('uploading') : t('upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
