/** @jest-environment node */
import readXlsxFile from 'read-excel-file/node';
import { leadCsvRows, LEAD_CSV_HEADER } from '@/lib/admin/lead-export';
import type { LeadRow } from '@/lib/admin/leads';
import { xlsxFile } from '@/lib/admin/export-stream';

const lead = {
  kind: 'academy',
  id: 'a1',
  createdAt: new Date('2026-11-23T13:05:00Z'),
  name: 'Åsa Öberg',
  email: 'asa@example.se',
  company: 'Ängsö Åkeri AB',
  phone: '+46 70 123 45 67',
  language: 'sv',
  status: 'in_progress',
  note: '=HYPERLINK("x") ringde; "återkommer"',
  message: 'Två rader\nmed å, ä och ö',
  sourcePage: '/academy',
  referrerHost: 'news.example.com',
  utmSource: 'newsletter',
  utmMedium: '',
  utmCampaign: 'june',
} as unknown as LeadRow;

test('the workbook reads back with the header and every value, å ä ö and formulas as text', async () => {
  const file = await xlsxFile('Leads', LEAD_CSV_HEADER.sv, leadCsvRows([lead], 'sv')).toBuffer();
  expect(file.subarray(0, 2).toString()).toBe('PK'); // an OOXML (zip) file
  const [sheet] = await readXlsxFile(file);
  expect(sheet?.sheet).toBe('Leads');
  expect(sheet?.data).toEqual([
    LEAD_CSV_HEADER.sv,
    [
      'Akademin',
      '2026-11-23 14:05',
      'Åsa Öberg',
      'asa@example.se',
      'Ängsö Åkeri AB',
      '+46 70 123 45 67',
      'sv',
      'Pågår',
      '=HYPERLINK("x") ringde; "återkommer"',
      'Två rader\nmed å, ä och ö',
      'a1',
      '/academy',
      'news.example.com',
      'newsletter',
      null,
      'june',
    ],
  ]);
});

test('an empty list is a header row only; empty fields stay empty', async () => {
  const [sheet] = await readXlsxFile(await xlsxFile('Leads', LEAD_CSV_HEADER.en, []).toBuffer());
  expect(sheet?.data).toEqual([LEAD_CSV_HEADER.en]);
});
