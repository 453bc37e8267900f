import { familyCases } from '../shoplazza/familyCases';
import { allvalueBrand } from './index';

familyCases(allvalueBrand);
