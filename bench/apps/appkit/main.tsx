// Ours: the minimal app (one Connect button, mainnet and one L2); see benchApp.tsx.
import { createBenchKit, renderBenchApp } from './benchApp.js'

renderBenchApp(createBenchKit())
