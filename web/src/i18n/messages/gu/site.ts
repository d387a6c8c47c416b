import type en from '../en/site';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
