// Every area of the language, each loaded on demand (the build groups them per section).
export default import.meta.glob<unknown>('../zh-TW/*.json', { import: 'default' });
