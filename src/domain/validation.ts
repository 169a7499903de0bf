// Entry point for §5.1–§5.3 validation; the pieces live in validation-*.ts to stay small.
export * from './validation-core';
export * from './validation-forms';
export * from './validation-submit';
export * from './validation-api';
