import { describe, expect, it } from 'vitest';
import { buildLines } from './build-lines';
import type { PositionedText } from './text-line';

// Runs as pdf.js reports them for a browser-printed template whose "title | , employer | dates"
// row is three flex boxes, each too narrow for its text (measured from a Chromium print).
function run(text: string, x: number, right: number, y: number, bold = false): PositionedText {
  return { text, x, y, width: right - x, fontSize: 9.8, fontName: bold ? 'f1-Bold' : 'f2' };
}

const place = { page: 1, column: 'right' as const };

describe('a header row whose boxes wrapped', () => {
  it('reads each box whole, title, employer and dates, and leaves the bullets below alone', () => {
    const lines = buildLines(
      [
        run('Логист по', 199.6, 254.7, 720),
        run(', ООО', 307.8, 337.1, 720),
        run('апрель 2021 — по настоящее время', 380.9, 567.8, 720),
        run('международным', 199.6, 296.7, 709, true),
        run('«ТрансЛайн', 307.8, 369.8, 709, true),
        run('перевозкам', 199.6, 266.4, 698),
        run('Карго»', 307.8, 344.0, 698),
        run('Организация доставки грузов из Китая: авто через Забайкальск и', 213.4, 558.5, 684),
        run('Маньчжурию, ж/д, море через Владивосток', 213.4, 440.2, 673),
        run('Диспетчер-', 199.6, 264.3, 568),
        run(', ООО «Волга Авто', 303.4, 399.0, 568),
        run('август 2018 — март 2021', 436.8, 567.8, 568),
        run('логист', 199.6, 236.8, 557),
        run('Транс»', 303.4, 339.3, 557),
      ],
      place,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Логист по международным перевозкам, ООО «ТрансЛайн Карго»\tапрель 2021 — по настоящее время',
      'Организация доставки грузов из Китая: авто через Забайкальск и',
      'Маньчжурию, ж/д, море через Владивосток',
      'Диспетчер-логист, ООО «Волга Авто Транс»\tавгуст 2018 — март 2021',
    ]);
  });

  it('joins a box whose lines were drawn close enough to read as one cell', () => {
    const lines = buildLines(
      [
        run('Бухгалтер', 204.1, 263.7, 279),
        run(', ООО «Альфа-', 275.0, 351.7, 279),
        run('Сентябрь 2007 — Декабрь 2011', 399.2, 567.2, 279),
        run('Трейд»', 275.0, 313.1, 268),
      ],
      place,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Бухгалтер, ООО «Альфа-Трейд»\tСентябрь 2007 — Декабрь 2011',
    ]);
  });

  it('reads a row whose boxes stand close enough to be one cell, wrapped part by part', () => {
    const lines = buildLines(
      [
        // Measured from a Chromium print: the boxes a little over a word space apart.
        run('Quantity', 204.1, 253.1, 602.7, true),
        run(', Harlow & Finch Construction', 307.3, 455.5, 602.7),
        run('Apr 2021 — Present', 466.3, 567.2, 602.7),
        run('Surveyor', 204.1, 254.9, 591.4, true),
        run('Ltd', 307.3, 323.2, 591.4),
      ],
      place,
    );
    expect(lines.map((line) => line.text)).toEqual([
      // One cell, as drawn: the dates are found in it as in any header line.
      'Quantity Surveyor, Harlow & Finch Construction Ltd Apr 2021 — Present',
    ]);
  });

  it('keeps a line of its own under a short title: "Engineer  2020 – 2023" over "Acme Corp"', () => {
    const lines = buildLines(
      [
        run('Engineer', 200, 245, 720),
        run('2020 – 2023', 500, 567, 720),
        run('Acme Corp', 200, 250, 709),
        run('London', 200, 235, 698),
      ],
      place,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Engineer\t2020 – 2023',
      'Acme Corp',
      'London',
    ]);
  });

  it('joins the first box wrapped under itself only when its next word could not have fitted', () => {
    const lines = buildLines(
      [
        run(
          'B.Tech, Computer Science, Indian Institute of Technology Delhi, New Delhi,',
          146,
          470,
          557,
        ),
        run('2018 – 2022', 500, 567, 557),
        run('India', 146, 170, 546),
        run('Overall GPA: 9.5/10', 146, 240, 535),
      ],
      place,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'B.Tech, Computer Science, Indian Institute of Technology Delhi, New Delhi, India\t2018 – 2022',
      'Overall GPA: 9.5/10',
    ]);
  });
});
