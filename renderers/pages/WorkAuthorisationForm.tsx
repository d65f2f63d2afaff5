import { useEffect, useId, useRef, useState, type FormEvent, type PointerEvent } from 'react';
import { PageProblems } from '../app/PageProblems';
import { focusFirstInvalid } from '../form/focusFirstInvalid';

/** What the customer signs with (the input of confirmation.yaml's action sign). */
export interface WorkAuthorisation {
  signedName: string;
  /** The signature drawn (or the typed name written) in the box, as a PNG data URL. */
  signatureImage: string | null;
  isRecalAckOptIn: boolean;
}

/** How signing went: done, refused at a field (or on the page: null), or failed. */
export type SignOutcome = { type: 'signed' } | { type: 'refused'; field: string | null; message: string } | { type: 'failed' };

interface WorkAuthorisationFormProps {
  /** The customer's name as the order has it, to start from. */
  name: string;
  /** The glass needs a camera recalibration (SPEC §3 requiresRecalibration): the acknowledgement is asked for. */
  needsRecalibration: boolean;
  /** Signed before (this tab's submitted order): who signed. */
  signedBy: string | null;
  onSign(authorisation: WorkAuthorisation): Promise<SignOutcome>;
}

/**
 * The optional work authorisation on the confirmation (SPEC §7 signature, confirmation.yaml action sign): the typed
 * full name, a signature drawn in a box (or the typed name written there, for keyboard users) and, when the glass needs
 * a camera recalibration, its acknowledgement. A missing name or signature is named at its field and focused (SPEC §5);
 * once signed, a confirmation takes focus.
 */
export function WorkAuthorisationForm({ name, needsRecalibration, signedBy, onSign }: WorkAuthorisationFormProps) {
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const drawing = useRef(false);
  const [signedName, setSignedName] = useState(name);
  const [hasSignature, setHasSignature] = useState(false);
  const [isRecalAckOptIn, setRecalAck] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pageError, setPageError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [signed, setSigned] = useState<string | null>(signedBy);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  /** Signed on this page just now (not before): the confirmation takes focus. */
  const justSigned = useRef(false);
  useEffect(() => {
    if (signed && justSigned.current) doneRef.current?.focus();
  }, [signed]);

  const context = () => canvasRef.current?.getContext('2d') ?? null;
  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    // The box is drawn at its CSS size; the pen works in the canvas's own pixels.
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    const scaleX = box.width > 0 ? canvas.width / box.width : 1;
    const scaleY = box.height > 0 ? canvas.height / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };
  const startStroke = (event: PointerEvent<HTMLCanvasElement>) => {
    const pen = context();
    if (!pen) return;
    drawing.current = true;
    const { x, y } = pointAt(event);
    pen.lineWidth = 2;
    pen.lineCap = 'round';
    pen.beginPath();
    pen.moveTo(x, y);
  };
  const continueStroke = (event: PointerEvent<HTMLCanvasElement>) => {
    const pen = context();
    if (!drawing.current || !pen) return;
    const { x, y } = pointAt(event);
    pen.lineTo(x, y);
    pen.stroke();
    setHasSignature(true);
    setErrors(({ signatureImage: _gone, ...rest }) => rest);
  };
  const endStroke = () => {
    drawing.current = false;
  };
  const clear = () => {
    const canvas = canvasRef.current;
    context()?.clearRect(0, 0, canvas?.width ?? 0, canvas?.height ?? 0);
    setHasSignature(false);
  };
  const writeTypedName = () => {
    const canvas = canvasRef.current;
    const pen = context();
    if (!canvas || !pen || !signedName.trim()) {
      setErrors((current) => ({ ...current, signedName: 'Type your full name' }));
      setFocusRequest((count) => count + 1);
      return;
    }
    pen.clearRect(0, 0, canvas.width, canvas.height);
    pen.font = 'italic 28px cursive';
    pen.fillText(signedName.trim(), 16, canvas.height / 2 + 10);
    setHasSignature(true);
    setErrors(({ signatureImage: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPageError(null);
    setSending(true);
    try {
      const outcome = await onSign({
        signedName,
        signatureImage: hasSignature ? (canvasRef.current?.toDataURL('image/png') ?? null) : null,
        isRecalAckOptIn,
      });
      if (outcome.type === 'signed') {
        justSigned.current = true;
        setErrors({});
        setSigned(signedName.trim());
      } else if (outcome.type === 'refused' && outcome.field) {
        setErrors({ [outcome.field]: outcome.message });
        setFocusRequest((count) => count + 1);
      } else {
        setPageError(outcome.type === 'refused' ? outcome.message : 'We could not store your signature. Your order is not affected; you can try again.');
      }
    } finally {
      setSending(false);
    }
  };

  const headingId = `${ids}-authorise`;
  if (signed) {
    return (
      <section className="confirmation-section confirmation-authorisation" aria-labelledby={headingId}>
        <h2 id={headingId} className="confirmation-heading">
          Work authorisation
        </h2>
        <div ref={doneRef} tabIndex={-1} className="alert alert-success" role="status">
          <p className="alert-text">Signed by {signed}. We can start the work as soon as your appointment begins.</p>
        </div>
      </section>
    );
  }

  const nameId = `${ids}-name`;
  const padId = `${ids}-pad`;
  return (
    <form ref={formRef} className="confirmation-section confirmation-authorisation" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
      <h2 id={headingId} className="confirmation-heading">
        Authorise the work (optional)
      </h2>
      <p className="field-help">Sign now and we can start as soon as your appointment begins; otherwise you sign at the appointment.</p>
      <PageProblems pageError={pageError} messages={Object.values(errors)} />
      <div className="field" data-invalid={errors.signedName ? 'true' : undefined}>
        <label className="field-label" htmlFor={nameId}>
          Your full name
        </label>
        <input
          id={nameId}
          className="input"
          autoComplete="name"
          value={signedName}
          onChange={(event) => {
            setSignedName(event.target.value);
            setErrors(({ signedName: _gone, ...rest }) => rest);
          }}
          aria-invalid={errors.signedName ? true : undefined}
          aria-describedby={errors.signedName ? `${nameId}-error` : undefined}
          data-focus-target=""
        />
        {errors.signedName ? (
          <div className="field-error" id={`${nameId}-error`}>
            <p>{errors.signedName}</p>
          </div>
        ) : null}
      </div>
      <div className="field" data-invalid={errors.signatureImage ? 'true' : undefined}>
        <p className="field-label" id={`${padId}-label`}>
          Your signature
        </p>
        <canvas
          ref={canvasRef}
          className="signature-pad"
          width={480}
          height={120}
          role="img"
          aria-labelledby={`${padId}-label`}
          aria-describedby={errors.signatureImage ? `${padId}-error` : undefined}
          onPointerDown={startStroke}
          onPointerMove={continueStroke}
          onPointerUp={endStroke}
          onPointerLeave={endStroke}
        />
        <div className="signature-buttons">
          <button
            type="button"
            className="button button-secondary"
            onClick={writeTypedName}
            aria-invalid={errors.signatureImage ? true : undefined}
            data-focus-target=""
          >
            Sign with my typed name
          </button>
          <button type="button" className="button-link" onClick={clear} disabled={!hasSignature}>
            Clear signature
          </button>
        </div>
        {errors.signatureImage ? (
          <div className="field-error" id={`${padId}-error`}>
            <p>{errors.signatureImage}</p>
          </div>
        ) : null}
      </div>
      {needsRecalibration ? (
        <div className="field">
          <label className="choice">
            <input type="checkbox" checked={isRecalAckOptIn} onChange={(event) => setRecalAck(event.target.checked)} />
            <span>I understand the camera behind my windshield is recalibrated after the glass is replaced, and the car is ready once it is.</span>
          </label>
        </div>
      ) : null}
      <div className="page-buttons">
        <button type="submit" className="button button-primary" disabled={sending}>
          Sign and authorise
        </button>
      </div>
    </form>
  );
}
