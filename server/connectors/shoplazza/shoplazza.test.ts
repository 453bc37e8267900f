import { familyCases } from './familyCases';
import { shoplazzaBrand } from './index';

familyCases(shoplazzaBrand);
