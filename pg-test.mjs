import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = new PGlite();
await db.waitReady; console.log('mem ready', Date.now()-t);
await db.exec('create table x(a int); insert into x values (1)');
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const db2 = new PGlite({loadDataDir: dump}); await db2.waitReady; console.log('load', Date.now()-t, (await db2.query('select * from x')).rows);
t=Date.now(); const db3 = new PGlite({loadDataDir: dump}); await db3.waitReady; console.log('load2', Date.now()-t);
t=Date.now(); const db4 = new PGlite(); await db4.waitReady; console.log('mem2', Date.now()-t);
