// CSS files are imported for their side effect (rspack extracts them); they export nothing.
declare module '*.css';
