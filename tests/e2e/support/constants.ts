/** The port the end-to-end server listens on (E2E_PORT lets two runs share a machine). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)

/** The admin the server seeds (the README's local-use defaults). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'local-admin-password' }
