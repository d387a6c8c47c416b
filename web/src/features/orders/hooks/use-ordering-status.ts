export { useOrderingStatus, type OrderingStatus } from '@/lib/ordering-status';
