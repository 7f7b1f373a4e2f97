// The areas the login page needs (common, login, result), in one chunk (DESIGN budgets).
export default import.meta.glob<unknown>('../en/{common,login,result}.json', { eager: true, import: 'default' });
