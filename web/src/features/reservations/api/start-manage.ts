import { api } from '@/lib/api-client';

export interface ManageStarted {
  resendInSeconds: number;
  testOtp?: string;
}

/** POST /reservations/manage/start: texts a code when the phone matches the booking; the answer is the same either way. */
export async function startManage(reference: string, phone: string): Promise<{ message: string; data: ManageStarted }> {
  const res = await api.post<ManageStarted>('/reservations/manage/start', { reference, phone }, { auth: false, appCheck: true, textsCode: true });
  return { message: res.textFailed ?? res.message ?? '', data: res.data! };
}
