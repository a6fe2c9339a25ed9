export function Container({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <div className={className ? `site-container ${className}` : "site-container"}>{children}</div>;
}
