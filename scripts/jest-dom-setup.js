// The DOM matchers (toBeInTheDocument, toHaveTextContent, toHaveAttribute...) for every browser
// project's component tests.
require('@testing-library/jest-dom');
