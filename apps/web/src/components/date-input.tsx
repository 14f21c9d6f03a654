// A date, date-and-time or month input that reads dd/mm/aaaa and names months in Spanish whatever the browser's
// language (a native date input follows the browser's). Values are wall-clock strings in the business's time
// zone, so the browser's own zone never shifts a day: see docs/decisions/015-web-shell-dates-and-color-modes.md.
import { alUsar } from '@aguavend/contract/al-usar';
import 'react-datepicker/dist/react-datepicker.min.css';
import { mensajes } from '@aguavend/contract/messages';
import { es } from 'date-fns/locale/es';
import { type ReactNode, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import DatePicker from 'react-datepicker';

const f = mensajes.fechas;

export type DateInputMode = 'date' | 'datetime' | 'month';

export type DateInputProps = {
  /** `date`: `YYYY-MM-DD`; `datetime`: `YYYY-MM-DDTHH:mm`; `month`: `YYYY-MM`. Empty when nothing is chosen. */
  mode?: DateInputMode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest and latest choosable value, in the same format as `value`. */
  min?: string;
  max?: string;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  isInvalid?: boolean;
  size?: 'sm' | 'lg';
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Focus goes to the text input (react-hook-form's setFocus, a failed submit). */
  ref?: Ref<{ focus: () => void }>;
};

const FORMATS: Record<
  DateInputMode,
  { display: string; placeholder: string; spoken: () => Intl.DateTimeFormat }
> = {
  date: {
    display: 'dd/MM/yyyy',
    placeholder: f.formatoDia,
    spoken: alUsar(() => new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' })),
  },
  datetime: {
    display: 'dd/MM/yyyy HH:mm',
    placeholder: f.formatoDiaHora,
    spoken: alUsar(
      () => new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }),
    ),
  },
  month: {
    display: 'MM/yyyy',
    placeholder: f.formatoMes,
    spoken: alUsar(() => new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric' })),
  },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall-clock string as a Date with the same fields in the browser's zone (what the picker works with). */
export function toPickerDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [, y, mo, d = '01', h = '00', mi = '00'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The inverse of toPickerDate, in the format of the mode. */
export function fromPickerDate(date: Date | null, mode: DateInputMode): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const month = `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
  if (mode === 'month') return month;
  const day = `${month}-${pad(date.getDate())}`;
  return mode === 'date' ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type FrameProps = { className?: string; children?: ReactNode };

/** The picker's dialog, labelled in Spanish (its own label is English). */
function DialogFrame({ label, className, children }: FrameProps & { label: string }) {
  return (
    <div className={className} role="dialog" aria-label={label}>
      {children}
    </div>
  );
}
const FRAMES: Record<DateInputMode, (p: FrameProps) => ReactNode> = {
  date: (p) => <DialogFrame label={f.elegirFecha} {...p} />,
  datetime: (p) => <DialogFrame label={f.elegirFechaHora} {...p} />,
  month: (p) => <DialogFrame label={f.elegirMes} {...p} />,
};

export function DateInput({
  mode = 'date',
  value,
  onChange,
  onBlur,
  min,
  max,
  id,
  name,
  required,
  disabled,
  isInvalid,
  size,
  className,
  ref,
  ...aria
}: DateInputProps) {
  const format = FORMATS[mode];
  const picker = useRef<DatePicker>(null);
  // What the picker last chose, for screen readers (the picker's own announcement is in English).
  const [announced, setAnnounced] = useState('');
  useImperativeHandle(ref, () => ({ focus: () => picker.current?.setFocus() }), []);
  const selected = toPickerDate(value);
  const minDate = min ? toPickerDate(min) : null;
  const maxDate = max ? toPickerDate(max) : null;

  return (
    <>
      <DatePicker
        ref={picker}
        locale={es}
        selected={selected}
        onChange={(d: Date | null) => {
          // While a year is being typed ('2', '20', '202') the picker already reads a date: wait for four digits.
          if (d && d.getFullYear() < 1000) return;
          const next = fromPickerDate(d, mode);
          setAnnounced(next && d ? f.elegida(format.spoken().format(d)) : '');
          onChange(next);
        }}
        onBlur={onBlur}
        dateFormat={format.display}
        strictParsing
        placeholderText={format.placeholder}
        showMonthYearPicker={mode === 'month'}
        showTimeSelect={mode === 'datetime'}
        timeFormat="HH:mm"
        timeIntervals={15}
        timeCaption={f.hora}
        {...(minDate ? { minDate } : {})}
        {...(maxDate ? { maxDate } : {})}
        id={id}
        name={name}
        required={required}
        disabled={disabled}
        autoComplete="off"
        wrapperClassName="av-date-input"
        calendarContainer={FRAMES[mode]}
        previousMonthAriaLabel={f.mesAnterior}
        nextMonthAriaLabel={f.mesSiguiente}
        previousYearAriaLabel={f.anioAnterior}
        nextYearAriaLabel={f.anioSiguiente}
        chooseDayAriaLabelPrefix={f.elegirDia}
        disabledDayAriaLabelPrefix={f.noDisponible}
        monthAriaLabelPrefix=""
        showPopperArrow={false}
        popperPlacement="bottom-start"
        {...(aria['aria-label'] ? { ariaLabel: aria['aria-label'] } : {})}
        {...(aria['aria-describedby'] ? { ariaDescribedBy: aria['aria-describedby'] } : {})}
        customInput={
          <Form.Control size={size} isInvalid={isInvalid} className={className} inputMode="numeric" />
        }
      />
      <span className="visually-hidden" role="status">
        {announced}
      </span>
    </>
  );
}
