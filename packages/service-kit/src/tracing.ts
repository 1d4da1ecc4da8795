// `@shop/service-kit/tracing`, the first import of each process's entry point: starts tracing
// when a collector is named, before anything it patches is loaded (telemetry/tracing/register.ts).
import './telemetry/tracing/register';
