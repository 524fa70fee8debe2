/** Inline icons of the payment page: nothing is fetched from another host. */
const common = { 'aria-hidden': true, focusable: false } as const;

export function LockIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="M7 10V7a5 5 0 0 1 10 0v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <rect x="4.5" y="10" width="15" height="11" rx="2.5" fill="currentColor" />
      <circle cx="12" cy="15.5" r="1.6" fill="#fff" />
    </svg>
  );
}

export function ShieldIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="M12 2.5 4 5.5v6c0 5 3.4 8.8 8 10 4.6-1.2 8-5 8-10v-6l-8-3Z" fill="currentColor" />
      <path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg {...common} width="18" height="18" viewBox="0 0 24 24">
      <path d="M4 20h4L19 9l-4-4L4 16v4Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="m13.5 6.5 4 4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function AlertIcon() {
  return (
    <svg {...common} width="22" height="22" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 7v6" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="16.8" r="1.4" fill="#fff" />
    </svg>
  );
}

export function InfoCircleIcon({ size = 56 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 48 48">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path d="M24 21v13" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="14.5" r="2.6" fill="#fff" />
    </svg>
  );
}

export function CheckCircleIcon({ size = 56 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 48 48">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path d="m14 24.5 7 7 13-14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
