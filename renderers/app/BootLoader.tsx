/** What shows while the first route loads (react-router's HydrateFallback); same markup as index.html's placeholder. */
export function BootLoader() {
  return (
    <div className="boot-loader" role="status">
      Loading...
    </div>
  );
}
