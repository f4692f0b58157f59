import { POS_ORDER_TYPES, type PosOrderType } from '@rpos/domain';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useUser } from '../../auth/api/use-user';
import { usePosFloor, usePosSetup } from '../api/pos-queries';
import { parseGuests } from '../components/guests-dialog';
import { LoadState } from '../components/load-state';
import { OrderScreen } from '../components/order-screen';
import { billTitle } from '../model/bill-title';
import { billPath, FLOOR_PATH } from '../model/paths';
import type { OrderTarget } from '../model/ticket';
import { canDeleteBills } from '../pos-access';
import { usePosT } from '../pos-texts';

const isPosOrderType = (v: string | null): v is PosOrderType =>
  (POS_ORDER_TYPES as readonly (string | null)[]).includes(v);

/**
 * /pos/order?type&table&guests: a new order before its bill exists — a free table just opened (its
 * guests asked on the floor) or a counter order. The first Send opens the bill and the screen becomes
 * the bill's (/pos/bill/:id).
 */
export function PosOrderPage() {
  const t = usePosT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setup = usePosSetup();
  const floor = usePosFloor();
  const user = useUser().data;
  const type = params.get('type');
  const tableNo = params.get('table')?.trim() || null;
  const guests = parseGuests(params.get('guests') ?? '');
  if (!isPosOrderType(type) || (type === 'dinein' && (!tableNo || guests === null)))
    return <Navigate to={FLOOR_PATH} replace />;

  const target: OrderTarget = { kind: 'new', type, tableNo, guests };
  const tableName = floor.data?.tables.find((table) => table.tableNumber === tableNo)?.name ?? tableNo;
  return (
    <LoadState queries={[setup]}>
      {() =>
        setup.data ? (
          <OrderScreen
            title={billTitle(t, { type, tableName, guests })}
            target={target}
            bill={null}
            setup={setup.data}
            restaurantName={user?.restaurantName ?? ''}
            canDelete={!!user && canDeleteBills(user)}
            onSent={(bill) => navigate(billPath(bill.uuid), { replace: true })}
            onPaid={() => undefined}
          />
        ) : null
      }
    </LoadState>
  );
}
