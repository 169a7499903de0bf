// Derived values of §3 "Company: derived values", computed by src/domain (DESIGN rule 1) from
// the app snapshot. Each hook re-renders when the company, settings, QR or clock change.
import { useMemo } from 'react';
import {
  companyIsOpen,
  companyReceivesOrders,
  menuType,
  orderTypesForCheckout,
} from '../domain/order-taking';
import type { MenuType, OrderingContext, OrderType } from '../domain/order-taking';
import { planGates } from '../domain/plans';
import type { PlanGates } from '../domain/plans';
import { useApp } from './app';

/** The §4.6 ordering context, or null until the company and its settings are loaded. */
export function useOrderingContext(): OrderingContext | null {
  const snap = useApp();
  const { company, settings, now, isReadonly, qrServiceType } = snap;
  return useMemo(
    () =>
      company && settings
        ? { company, settings, now, appIsReadonly: isReadonly, qrServiceType }
        : null,
    [company, settings, now, isReadonly, qrServiceType],
  );
}

export function useCompanyIsOpen(): boolean {
  const ctx = useOrderingContext();
  // No company yet: report open, so nothing flashes a 'closed' state during loading. Worked out
  // once per context: the hours in the company's time zone cost a few Intl calls each time.
  return useMemo(() => (ctx ? companyIsOpen(ctx) : true), [ctx]);
}

export function useOrderTypes(): OrderType[] {
  const ctx = useOrderingContext();
  return useMemo(() => (ctx ? orderTypesForCheckout(ctx) : []), [ctx]);
}

export function useMenuType(): MenuType {
  const ctx = useOrderingContext();
  return useMemo(() => (ctx ? menuType(ctx) : 'readonly'), [ctx]);
}

export function useReceivesOrders(): boolean {
  return companyReceivesOrders(useOrderingContext());
}

export function usePlanGates(): PlanGates | null {
  const { company } = useApp();
  return useMemo(() => (company ? planGates(company) : null), [company]);
}
